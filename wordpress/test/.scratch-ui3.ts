import { chromium, type Page } from 'playwright'
const O = 'http://127.0.0.1:18089'
const A = 'Basic ' + Buffer.from('redactie:dTotUnhT2lhOG0Ovw52wxZnp').toString('base64')
const req = async (m: string, p: string, body?: unknown) => (await fetch(O + '/wp-json' + p, { method: m, headers: { authorization: A, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined })).json()
async function formValues(page: Page) {
  await page.locator('[name^="acf["]').first().waitFor({ state: 'attached' })
  return page.evaluate(() => {
    const out: Record<string, string | boolean> = {}
    for (const el of document.querySelectorAll<HTMLInputElement>('[name^="acf["]')) {
      if (el.closest('.acf-clone')) continue
      const key = el.type === 'checkbox' || el.type === 'radio' ? `${el.name}=${el.value}` : el.name
      out[key] = el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value
    }
    return out
  })
}
async function open(p: Page, id: number) {
  await p.goto(`${O}/wp-admin/post.php?post=${id}&action=edit`)
  await p.getByRole('dialog', { name: /Welcome to the block editor/ }).getByRole('button', { name: 'Close dialog' }).click({ timeout: 15000 }).catch(() => undefined)
  await p.locator('.editor-post-publish-button, .editor-post-publish-button__button').first().waitFor()
}
const main = async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  const c = await b.newContext({ viewport: { width: 1400, height: 1000 } })
  const p = await c.newPage()
  await p.goto(O + '/wp-login.php'); await p.fill('#user_login', 'redactie'); await p.fill('#user_pass', 'hoefslag-test-wachtwoord'); await p.click('#wp-submit'); await p.waitForURL(/wp-admin/)
  const d = await req('POST', '/wp/v2/articles', { title: 'Gemaakt in het formulier', status: 'publish' })
  await open(p, d.id)
  await p.locator('[data-name="reading_time"] input').fill('7')
  console.log('ss', await p.locator('[data-name="social_share"] .acf-switch').count())
  await p.locator(`[data-name="social_share"] .acf-switch`).click()
  const mb = p.waitForResponse((r) => r.url().includes('meta-box-loader=1') && r.request().method() === 'POST')
  await p.locator('.editor-post-publish-button, .editor-post-publish-button__button').first().click()
  await mb
  await p.locator('.components-snackbar', { hasText: /updated|published/ }).waitFor()
  const inForm = await formValues(p)
  const F = '?context=edit&_fields=extra_fields,content_block_rows'
  const ans = await req('GET', `/wp/v2/articles/${d.id}${F}`)
  console.log(JSON.stringify(ans).slice(0, 600))
  await req('POST', `/wp/v2/articles/${d.id}`, ans)
  console.log('rest same', JSON.stringify(await req('GET', `/wp/v2/articles/${d.id}${F}`)) === JSON.stringify(ans))
  await open(p, d.id)
  const again = await formValues(p)
  const diffs = Object.keys({ ...inForm, ...again }).filter((k) => inForm[k] !== again[k])
  console.log('form same', diffs.length === 0, Object.keys(inForm).length, diffs.slice(0, 10).map((k) => `${k}: ${inForm[k]} / ${again[k]}`))
  await b.close()
}
main()
