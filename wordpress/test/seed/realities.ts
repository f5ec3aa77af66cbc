// What editors do every day that the content set alone does not show: HTML and entities in titles, an escaped
// display name with an HTML bio, auto excerpts, a child category, a PDF, a password-protected post, a draft and a
// private post, and more than 100 items of one type (so every collection is read over more than one page).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { WP } from '../config.ts'
import { MAX_BATCH, type JsonObject, type Rest } from '../rest.ts'

/** Text that only unpublished content carries: it must never reach the built site. */
export const SECRET = 'NIET-PUBLIEK-7Q'
export const BULK_POSTS = 101

export const REALITY = {
  emTitle: { slug: 'wat-is-strangles-droes', title: 'Wat is <em>strangles</em> (droes)?' },
  entityTitle: { slug: 'voer-en-water-winterklaar', title: 'Voer & water: "winterklaar" in 5 stappen – de checklist' },
  user: {
    slug: 'hoefsmederij-de-wit-zn',
    name: "Hoefsmederij 'De Wit' & Zn.",
    bio: '<p>De Wit schrijft over <strong>hoefverzorging</strong> &amp; beslag.</p>',
  },
  childCategory: { slug: 'hoefzorg-thuis', name: 'Hoefzorg & thuis', parentSlug: 'verzorging' },
  linksSlug: 'foto-s-van-de-open-dag',
  hiddenImageSlug: 'nieuwe-stal-in-gebruik',
  protectedSlug: 'alleen-voor-leden',
  draftSlug: 'concept-wintervoer',
  privateSlug: 'redactie-notities',
  /** A published article renamed twice after publishing: WordPress keeps both old slugs (`_wp_old_slug`). */
  renamed: { slugs: ['ontwormen-in-het-voorjaar', 'ontwormen-voorjaar', 'ontwormen-in-het-voorjaar-2027'] },
}

/** A one-page PDF (enough for WordPress to file it as a document). */
function tinyPdf(): Blob {
  const pdf =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'
  return new Blob([pdf], { type: 'application/pdf' })
}

async function termId(rest: Rest, base: string, slug: string): Promise<number> {
  const found = await rest.get<JsonObject[]>(`/wp/v2/${base}?slug=${encodeURIComponent(slug)}`)
  const id = Number(found[0]?.id ?? 0)
  if (!id) throw new Error(`${base} ${slug} not found`)
  return id
}

/** Answers the media id of the featured image only editors can see. */
export async function seedRealities(rest: Rest): Promise<{ hiddenMediaId: number }> {
  const r = REALITY
  const form = new FormData()
  form.append('file', tinyPdf(), 'winterchecklist-paard.pdf')
  form.append('title', 'Winterchecklist (PDF)')
  const pdf = await rest.post<{ source_url: string }>('/wp/v2/media', form)

  const user = await rest.post('/wp/v2/users', {
    username: r.user.slug,
    slug: r.user.slug,
    name: r.user.name,
    description: r.user.bio,
    email: 'dewit@hoefslag.test',
    password: 'DeWit-test-1234!',
    roles: ['author'],
  })
  const parent = await termId(rest, 'categories', r.childCategory.parentSlug)
  const child = await rest.post('/wp/v2/categories', { name: r.childCategory.name, slug: r.childCategory.slug, parent })
  const body = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('\n')

  await rest.post('/wp/v2/posts', {
    slug: r.emTitle.slug,
    status: 'publish',
    title: r.emTitle.title,
    author: user.id,
    categories: [child.id],
    date: '2026-10-02T09:00:00',
    content: body([
      'Droes (<em>Streptococcus equi</em>) is een besmettelijke infectie van de bovenste luchtwegen. Paarden krijgen koorts, dikke lymfeknopen en neusuitvloeiing.',
      `Houd een zieke pony apart &amp; meet twee keer per dag de temperatuur. <a href="${pdf.source_url}">Download de winterchecklist (PDF)</a>.`,
      // Longer than WordPress' 55 words: the automatic excerpt ends in [&hellip;].
      'Een uitbraak is pas voorbij als er geen dragers meer zijn. Laat daarom na herstel bij elk paard dat ziek was een endoscopie van de luchtzakken doen, en laat nieuwe paarden eerst drie weken in quarantaine staan voordat ze bij de groep komen. Overleg met je dierenarts over vaccinatie van de rest van de stal.',
    ]),
  })
  await rest.post('/wp/v2/posts', {
    slug: r.entityTitle.slug,
    status: 'publish',
    title: r.entityTitle.title,
    author: user.id,
    date: '2026-10-09T09:00:00',
    content: body([
      'Een paard drinkt in de winter 25 tot 40 liter per dag. Bevroren drinkbakken zijn de grootste valkuil – controleer ze dagelijks.',
    ]),
  })
  // Links WordPress makes that the site does not serve: a shortlink (?p=) and a gallery linking attachment pages.
  await rest.post('/wp/v2/posts', {
    slug: r.linksSlug,
    status: 'publish',
    title: 'Foto’s van de open dag',
    date: '2026-10-12T09:00:00',
    content: `${body([`Lees ook <a href="${WP.origin}/?p=1017">ons artikel over droes</a>.`])}\n[gallery ids="101,102" link="attachment"]`,
  })
  // A featured image uploaded into a draft: anonymous REST cannot see it (401), the published post still points at it.
  const draft = await rest.post('/wp/v2/posts', {
    slug: 'concept-met-foto',
    status: 'draft',
    title: `${SECRET} concept met foto`,
  })
  const photo = new FormData()
  photo.append(
    'file',
    new Blob([readFileSync(path.join(WP.media, 'uploads', '2026', '05', 'stal.jpg'))], { type: 'image/jpeg' }),
    'nieuwe-stal.jpg',
  )
  photo.append('post', String(draft.id))
  const hidden = await rest.post('/wp/v2/media', photo)
  await rest.post('/wp/v2/posts', {
    slug: r.hiddenImageSlug,
    status: 'publish',
    title: 'Nieuwe stal in gebruik',
    featured_media: hidden.id,
    date: '2026-10-14T09:00:00',
    content: body(['De nieuwe stal heeft twaalf ruime boxen en een wasplaats.']),
  })
  const hiddenMediaId = Number(hidden.id)
  // Renamed twice after it was published: both old links must 301 straight to the newest (no chain).
  const [first, second, newest] = r.renamed.slugs
  const renamed = await rest.post('/wp/v2/posts', {
    slug: first,
    status: 'publish',
    title: 'Ontwormen in het voorjaar',
    date: '2026-10-16T09:00:00',
    content: body([
      'Laat in het voorjaar eerst een mestonderzoek doen en ontworm alleen paarden die het nodig hebben.',
    ]),
  })
  await rest.post(`/wp/v2/posts/${String(renamed.id)}`, { slug: second })
  await rest.post(`/wp/v2/posts/${String(renamed.id)}`, { slug: newest })
  for (const [slug, extra] of [
    [r.protectedSlug, { status: 'publish', password: 'leden' }],
    [r.draftSlug, { status: 'draft' }],
    [r.privateSlug, { status: 'private' }],
  ] as const) {
    await rest.post('/wp/v2/posts', {
      slug,
      title: `${SECRET} ${slug}`,
      content: body([`${SECRET}: dit is geen publieke inhoud.`]),
      ...extra,
    })
  }
  // More than 100 of one type: the build reads every collection page by page.
  // 25 in one request (Rest.batch), in slug order: each still through /wp/v2/posts.
  const bulk = Array.from({ length: BULK_POSTS }, (_, i) => i + 1)
  for (let i = 0; i < bulk.length; i += MAX_BATCH) {
    await rest.batch(
      bulk.slice(i, i + MAX_BATCH).map((n) => ({
        route: '/wp/v2/posts',
        body: {
          slug: `stalmededeling-${n}`,
          status: 'publish',
          title: `Stalmededeling ${n}: “openingstijden” & bereikbaarheid`,
          date: `2024-01-${String((n % 28) + 1).padStart(2, '0')}T08:${String(n % 60).padStart(2, '0')}:00`,
          content: body([
            `Mededeling ${n}. De stal is in de kerstperiode beperkt bereikbaar; bel bij spoed de dierenarts van dienst.`,
          ]),
        },
      })),
    )
  }
  return { hiddenMediaId }
}
