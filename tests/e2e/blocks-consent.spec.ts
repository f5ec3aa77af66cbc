// The blocks that wait for advertising consent, with and without it, on the bundled content's block style guide: video
// and highlighted_videos (spec §2; §6 "Video playback depends on advertising-cookie consent"; §9 video frame iframe
// height 466) and the ad block (spec §2, §4 "Ads hide themselves if the slot renders empty or the ad script is
// missing"). The visitor decides in the cookie panel, with its own buttons.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { asHumanVisitor, chooseCookies, e2eSnapshot, openHydrated, stubExternalRequests } from './support.ts'

const PAGE = '/styleguide-inhoud/'
const WATCH_URL = /^https:\/\/(www\.youtube\.com\/watch\?v=[\w-]+|vimeo\.com\/\d+)$/

async function visit(page: Page, choice: 'accept' | 'refuse', path = PAGE): Promise<string[]> {
  await asHumanVisitor(page)
  const external = await stubExternalRequests(page)
  await openHydrated(page, path)
  await chooseCookies(page, choice)
  return external
}

const videoBlock = (page: Page, embed: 'url' | 'quadia' | 'iframe'): Locator =>
  page.locator(`[data-block="video"][data-embed="${embed}"]`).first()

test.describe('video block', () => {
  test('without advertising consent a url video opens on the platform in a new tab, and nothing is embedded', async ({
    page,
  }) => {
    const external = await visit(page, 'refuse')
    const block = videoBlock(page, 'url')
    const play = block.getByRole('link', { name: /Bekijk op (YouTube|Vimeo)/ })
    await expect(play).toHaveAttribute('target', '_blank')
    const href = await play.getAttribute('href')
    expect(href).toMatch(WATCH_URL)
    await expect(block.getByText('Accepteer advertentiecookies om deze video hier af te spelen')).toBeVisible()

    const [tab] = await Promise.all([page.context().waitForEvent('page'), play.click()])
    expect(tab.url()).toBe(href)
    await tab.close()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // The other embed types wait for consent too: a notice with the cookie settings, no player, no player script.
    await expect(videoBlock(page, 'iframe').locator('iframe')).toHaveCount(0)
    await expect(
      videoBlock(page, 'iframe').getByRole('button', { name: 'Cookie-instellingen aanpassen' }),
    ).toBeVisible()
    await expect(videoBlock(page, 'iframe').getByRole('link', { name: /Bekijk op YouTube/ })).toHaveAttribute(
      'href',
      WATCH_URL,
    )
    await expect(
      videoBlock(page, 'quadia').getByRole('button', { name: 'Cookie-instellingen aanpassen' }),
    ).toBeVisible()
    expect(external.filter((url) => /youtube-nocookie|player\.vimeo|quadia/.test(url))).toEqual([])
  })

  test('with advertising consent a url video plays in the lightbox, which closes again', async ({ page }) => {
    await visit(page, 'accept')
    const block = videoBlock(page, 'url')
    const play = block.getByRole('button', { name: /^Video afspelen: / })
    await play.click()
    const lightbox = page.getByRole('dialog')
    await expect(lightbox).toBeVisible()
    await expect(lightbox.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]+|player\.vimeo\.com\/video\/\d+)\?autoplay=1/,
    )
    await page.keyboard.press('Escape')
    await expect(lightbox).toBeHidden()
    await expect(page.locator('dialog iframe')).toHaveCount(0)
    await expect(play).toBeFocused()

    // The iframe embed is the CMS's player, in place.
    await expect(videoBlock(page, 'iframe').locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    )
  })
})

test.describe('highlighted_videos block', () => {
  test('without advertising consent the first video is selected and play opens the platform in a new tab', async ({
    page,
  }) => {
    await visit(page, 'refuse')
    const block = page.locator('[data-block="highlighted_videos"]')
    const items = block.getByRole('list', { name: 'Kies een video' }).getByRole('button')
    expect(await items.count()).toBeGreaterThan(1)
    await expect(items.first()).toHaveAttribute('aria-pressed', 'true')
    const firstTitle = (await items.first().innerText()).trim()
    await expect(block.locator('figcaption')).toHaveText(firstTitle)

    const play = block.locator('figure').getByRole('link', { name: /Bekijk op (YouTube|Vimeo)/ })
    await expect(play).toHaveAttribute('target', '_blank')
    const firstHref = await play.getAttribute('href')
    expect(firstHref).toMatch(WATCH_URL)

    // Choosing another video switches the frame: caption, and the page the play link opens.
    await items.nth(1).click()
    await expect(items.nth(1)).toHaveAttribute('aria-pressed', 'true')
    await expect(items.first()).toHaveAttribute('aria-pressed', 'false')
    await expect(block.locator('figcaption')).toHaveText((await items.nth(1).innerText()).trim())
    const secondHref = await play.getAttribute('href')
    expect(secondHref).toMatch(WATCH_URL)
    expect(secondHref).not.toBe(firstHref)

    const [tab] = await Promise.all([page.context().waitForEvent('page'), play.click()])
    expect(tab.url()).toBe(secondHref)
    await expect(block.locator('iframe')).toHaveCount(0)
  })

  test('with advertising consent play shows the player, 466 px high, for the chosen video', async ({ page }) => {
    await visit(page, 'accept')
    const block = page.locator('[data-block="highlighted_videos"]')
    const play = block.locator('figure').getByRole('button', { name: /^Video afspelen: / })
    await play.click()
    const player = block.locator('figure iframe')
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]+|player\.vimeo\.com\/video\/\d+)\?autoplay=1/,
    )
    await expect(player).toHaveAttribute('height', '466')
    expect((await player.boundingBox())?.height).toBe(466)
    const firstSrc = await player.getAttribute('src')

    const items = block.getByRole('list', { name: 'Kies een video' }).getByRole('button')
    await items.last().click()
    await expect(player).not.toHaveAttribute('src', firstSrc ?? '')
    await expect(player).toHaveAttribute('title', (await items.last().innerText()).trim())
  })
})

// ---------------------------------------------------------------------------------------------------------------------
// ad

const GPT = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js'

/** A stand-in for Google Publisher Tag: defines slots, records their unit paths, renders each one filled or empty. */
const fakeGpt = (empty: boolean) => `
  window.googletag = window.googletag || { cmd: [] };
  (function (gt) {
    var listeners = [], slots = {};
    window.gptUnitPaths = [];
    var pubads = {
      addEventListener: function (type, listener) { listeners.push(listener); return pubads; },
      removeEventListener: function () { return true; },
      enableSingleRequest: function () { return true; }
    };
    gt.defineSlot = function (path, size, id) {
      var slot = { addService: function () { return slot; } };
      slots[id] = slot; window.gptUnitPaths.push(path + ' ' + size.join('x'));
      return slot;
    };
    gt.pubads = function () { return pubads; };
    gt.enableServices = function () {};
    gt.display = function (id) {
      if (!${empty}) document.getElementById(id).innerHTML = '<div style="width:300px;height:250px;background:#ccc">Advertentie van de adverteerder</div>';
      setTimeout(function () { listeners.forEach(function (l) { l({ slot: slots[id], isEmpty: ${empty} }); }); }, 0);
    };
    gt.destroySlots = function () { return true; };
    var queued = gt.cmd;
    gt.cmd = { push: function () { for (var i = 0; i < arguments.length; i++) arguments[i](); return 0; } };
    for (var i = 0; i < queued.length; i++) queued[i]();
  })(window.googletag);
`

test.describe('ad block', () => {
  test("with advertising consent the slot of the block's unit and size shows the ad", async ({ page }) => {
    await page.route(GPT, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeGpt(false) }))
    await visit(page, 'accept')
    const block = page.locator('[data-block="ad"]').first()
    await expect(block.locator('[data-state="filled"]')).toBeVisible()
    await expect(block.getByText('Advertentie van de adverteerder')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { gptUnitPaths: string[] }).gptUnitPaths)).toContain(
      '/1234567/hoefslag/sidebar_rectangle 300x250',
    )
  })

  test('with advertising consent the block hides itself when the slot renders empty or the script is missing', async ({
    page,
  }) => {
    await page.route(GPT, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeGpt(true) }))
    await visit(page, 'accept')
    const block = page.locator('[data-block="ad"]').first()
    await expect(block.locator('[data-state="hidden"]')).toHaveCount(1)
    await expect(block).toBeHidden()

    await page.unroute(GPT)
    await page.route(GPT, (route) => route.abort())
    await openHydrated(page, PAGE)
    await expect(page.locator('[data-block="ad"]').first().locator('[data-state="hidden"]')).toHaveCount(1)
    await expect(page.locator('[data-block="ad"]').first()).toBeHidden()
  })

  test('without advertising consent there is no ad and GPT is never asked for', async ({ page }) => {
    const external = await visit(page, 'refuse')
    await expect(page.locator('[data-block="ad"]')).toHaveCount(0)
    expect(external.filter((url) => url.includes('doubleclick') || url.includes('googletag'))).toEqual([])
  })
})

test('heavy parts load only where their block is: no player, newsletter or hotspot scripts on a page without them', async ({
  page,
}) => {
  const heavy = ['video', 'highlighted_videos', 'interactive_image', 'mailblue_form']
  const s = e2eSnapshot()
  const plain = Object.values(s.entities.articles).find((a) => {
    const layouts = (a.rows?.rows ?? []).flatMap((row) => row.columns.flat().map((block) => block.type))
    return s.routes[a.path] && layouts.length > 0 && !layouts.some((layout) => heavy.includes(layout))
  })
  if (!plain) throw new Error('The bundled content has no article of blocks without video, hotspots or newsletter')
  const local: string[] = []
  page.on('request', (request) => local.push(new URL(request.url()).pathname))
  const external = await visit(page, 'accept', plain.path)
  await page.mouse.wheel(0, 4000)
  await page.waitForTimeout(1000)
  expect(external.filter((url) => /youtube|vimeo|quadia|activehosted/.test(url))).toEqual([])
  expect(local.filter((p) => p.includes('/plugins/interactive-image/'))).toEqual([])

  // On the page that holds those blocks they do load (the consent given above still holds).
  await openHydrated(page, PAGE)
  await page.locator('[data-block="interactive_image"]').scrollIntoViewIfNeeded()
  await expect.poll(() => local.some((p) => p.includes('/plugins/interactive-image/hotspots.js'))).toBe(true)
})
