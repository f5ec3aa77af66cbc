import { chromium } from 'playwright'
const O = 'http://127.0.0.1:18089'
const A = 'Basic ' + Buffer.from('redactie:dTotUnhT2lhOG0Ovw52wxZnp').toString('base64')
const get = async (p: string) => (await fetch(O + '/wp-json' + p, { headers: { authorization: A } })).json()
const main = async () => {
  const id = Number(process.argv[2] ?? 1042)
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  const c = await b.newContext({ viewport: { width: 1400, height: 1000 } })
  const p = await c.newPage()
  await p.goto(O + '/wp-login.php'); await p.fill('#user_login', 'redactie'); await p.fill('#user_pass', 'hoefslag-test-wachtwoord'); await p.click('#wp-submit'); await p.waitForURL(/wp-admin/)
  const before = JSON.stringify(await get(`/wp/v2/articles/${id}?context=edit&_fields=extra_fields,content_block_rows`))
  await p.goto(`${O}/wp-admin/post.php?post=${id}&action=edit`)
  await p.getByRole('dialog', { name: /Welcome to the block editor/ }).getByRole('button', { name: 'Close dialog' }).click({ timeout: 15000 }).catch(() => undefined)
  await p.locator('.editor-post-publish-button, .editor-post-publish-button__button').first().waitFor()
  console.log('rows', await p.locator('[data-name="rows"] > .acf-input > .acf-repeater > table > tbody > .acf-row:not(.acf-clone)').count())
  console.log('inputs', await p.locator('[name^="acf["]').count())
  await p.screenshot({ path: '/tmp/store/shots/edit.png' })
  const mb = p.waitForResponse((r) => r.url().includes('meta-box-loader=1') && r.request().method() === 'POST', { timeout: 30000 })
  await p.locator('.editor-post-publish-button, .editor-post-publish-button__button').first().click()
  console.log('metabox', (await mb).status())
  await p.locator('.components-snackbar', { hasText: /updated|published/ }).waitFor()
  const after = JSON.stringify(await get(`/wp/v2/articles/${id}?context=edit&_fields=extra_fields,content_block_rows`))
  console.log('same', before === after, before.length, after.length)
  if (before !== after) { const fs = await import('node:fs'); fs.writeFileSync('/tmp/store/before.json', before); fs.writeFileSync('/tmp/store/after.json', after) }
  await b.close()
}
main()
