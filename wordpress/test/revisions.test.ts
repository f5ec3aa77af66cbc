// A post's field values travel with its revisions: an article's rows and fields written through REST three times
// (created; rows changed only; title and rows changed), then its first revision restored in wp-admin ("Restore This
// Revision" on revision.php, in Chromium): REST answers the first version's rows, fields and title again. Runs with
// Secure Custom Fields active (ACF's values) and without it (the plugin's own store) alike.
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLAIN_ROW_SETTINGS } from '#pipeline/schemas/wp/blocks.ts'
import { CHROMIUM, loginToWpAdmin } from './browser.ts'
import { dirs, WP } from './config.ts'
import { phpProblems } from './docroot.ts'
import { ensurePackages } from './packages.ts'
import { stopAll } from './processes.ts'
import type { Json, JsonObject, Rest } from './rest.ts'
import { startBareWordPress } from './wordpress.ts'

const unavailable = ensurePackages() ?? (existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (CHROMIUM_PATH)`)
if (unavailable && process.env.CI) throw new Error(`revisions test cannot run in CI: ${unavailable}`)

/**
 * The test's wp-config turns revisions off (seeding keeps the content set's ids); this test's own must-use plugin
 * turns them on again for its WordPress.
 */
const REVISIONS_MU_PLUGIN = `<?php
// Test only (wordpress/test/revisions.test.ts): revisions on, whatever WP_POST_REVISIONS says.
add_filter( 'wp_revisions_to_keep', static fn() => 25 );
`

/** Rows of one text block, the block's title and text given. */
function rows(title: string, text: string): JsonObject {
  return {
    rows: [
      {
        layout: '1_column',
        content_blocks_column_1: [
          {
            acf_fc_layout: 'text_column',
            anchor: '',
            title,
            heading_size: 'h2',
            is_v1_cb: false,
            text: `<p>${text}</p>`,
          },
        ],
        content_blocks_column_2: false,
        content_blocks_column_3: false,
        ...PLAIN_ROW_SETTINGS,
      },
    ],
  }
}

type Version = { title: string; rows: Json; fields: Json }

let rest: Rest
let browser: Browser
let admin: BrowserContext

async function version(id: number): Promise<Version> {
  const item = await rest.get(`/wp/v2/articles/${String(id)}?context=edit`)
  return {
    title: (item.title as JsonObject).raw as string,
    rows: item.content_block_rows ?? null,
    fields: item.extra_fields ?? null,
  }
}

describe.skipIf(unavailable !== null)('field values travel with revisions', () => {
  beforeAll(async () => {
    rest = await startBareWordPress()
    writeFileSync(
      path.join(dirs.docroot, 'wp-content', 'mu-plugins', 'hoefslag-test-revisions.php'),
      REVISIONS_MU_PLUGIN,
    )
    browser = await chromium.launch({ executablePath: CHROMIUM })
    admin = await loginToWpAdmin(browser)
  }, 230_000)

  afterAll(async () => {
    await browser?.close()
    await stopAll()
  })

  it('restoring the first revision in wp-admin restores its rows and fields', async () => {
    const created = await rest.post('/wp/v2/articles', {
      title: 'Hoeven in de winter',
      status: 'publish',
      content: '<p>Over hoefverzorging.</p>',
      content_block_rows: rows('Eerste versie', 'Houd de hoeven droog.'),
      extra_fields: { reading_time: 3 },
    })
    const id = Number(created.id)
    const first = await version(id)
    expect(JSON.stringify(first.rows)).toContain('Houd de hoeven droog.')

    // Only the fields change: WordPress alone would make no revision.
    await rest.post(`/wp/v2/articles/${String(id)}`, {
      content_block_rows: rows('Tweede versie', 'Kijk elke dag onder de hoeven.'),
      extra_fields: { reading_time: 5 },
    })
    // Title and fields change.
    await rest.post(`/wp/v2/articles/${String(id)}`, {
      title: 'Hoeven in de winter en het voorjaar',
      content_block_rows: rows('Derde versie', 'Laat de hoefsmid elke zes weken komen.'),
      extra_fields: { reading_time: 6 },
    })
    const third = await version(id)
    expect(third.title).toBe('Hoeven in de winter en het voorjaar')
    expect(JSON.stringify(third.rows)).toContain('Laat de hoefsmid')

    const revisions = await rest.get<{ id: number; title: { raw: string } }[]>(
      `/wp/v2/articles/${String(id)}/revisions?context=edit`,
    )
    expect(revisions.length).toBe(3)
    const oldest = revisions.at(-1)
    expect(oldest?.title.raw).toBe('Hoeven in de winter')

    const page = await admin.newPage()
    await page.goto(`${WP.origin}/wp-admin/revision.php?revision=${String(oldest?.id)}`)
    const restore = page.locator('input.restore-revision')
    await restore.waitFor()
    await Promise.all([page.waitForURL(/post\.php\?post=\d+&action=edit/), restore.click()])
    await page.close()

    expect(await version(id)).toEqual(first)
    // The version before the restore is kept as a revision (it can be restored in turn).
    const after = await rest.get<{ id: number }[]>(`/wp/v2/articles/${String(id)}/revisions`)
    expect(after.length).toBe(4)
  })

  it('logs no PHP warnings or errors from the options and revisions code', () => {
    expect(phpProblems().filter((line) => /includes\/(options|revisions|routes-singletons)\.php/.test(line))).toEqual(
      [],
    )
  })
})
