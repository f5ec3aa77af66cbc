import { chromium } from 'playwright'
const O = 'http://127.0.0.1:18089'
const A = 'Basic ' + Buffer.from('redactie:dTotUnhT2lhOG0Ovw52wxZnp').toString('base64')
const get = async (p: string) => (await fetch(O + '/wp-json' + p, { headers: { authorization: A } })).json()
const main = async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  const c = await b.newContext({ viewport: { width: 1400, height: 1000 } })
  const p = await c.newPage()
  await p.goto(O + '/wp-login.php'); await p.fill('#user_login', 'redactie'); await p.fill('#user_pass', 'hoefslag-test-wachtwoord'); await p.click('#wp-submit'); await p.waitForURL(/wp-admin/)
  for (const [route, url, submit] of [
    ['/wp/v2/categories/213', `${O}/wp-admin/term.php?taxonomy=category&tag_ID=213`, '#edittag input[type="submit"]'],
    ['/wp/v2/users/12', `${O}/wp-admin/user-edit.php?user_id=12`, '#your-profile #submit'],
  ]) {
    const before = JSON.stringify(await get(`${route}?context=edit&_fields=extra_fields`))
    await p.goto(url)
    console.log('inputs', await p.locator('[name^="acf["]').count())
    await Promise.all([p.waitForNavigation(), p.locator(submit).click()])
    console.log('errors', await p.locator('.notice-error, .error:not(.hidden)').count())
    const after = JSON.stringify(await get(`${route}?context=edit&_fields=extra_fields`))
    console.log(route, before === after)
    if (before !== after) { console.log(before.slice(0, 800)); console.log(after.slice(0, 800)) }
  }
  await b.close()
}
main()
