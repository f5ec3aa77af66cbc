// Builds generated knowledge-base articles and news posts: Dutch HTML bodies of about 500 words (<h2 id> sections,
// paragraphs, lists) combined from the text bank by a per-item PRNG, with terms, author, media and dates.
import {
  BREEDS,
  CLOSING_HEADINGS,
  CONTENT_TYPES,
  GENERAL_ANGLES,
  GENERAL_SENTENCES,
  HORSE_NAMES,
  TOPICS,
  TOPIC_SENTENCES,
  type ListSpec,
  type Topic,
} from './bank-articles.ts'
import { PLAIN_ROW_SETTINGS } from '#pipeline/schemas/wp/blocks.ts'
import type { Rng } from './random.ts'
import { DAY_MS, capitalize, countWords, render, shortSlug, slugify, wallClock } from './text.ts'

export type MediaPool = {
  /** Media id by slug (manifest). */
  bySlug: Map<string, number>
  /** Photos (no logos or portraits): the fallback for featured images. */
  photos: number[]
  /** Drawn portraits (`auteur-*`). */
  portraits: number[]
}

type Obj = Record<string, unknown>

/** Generated editorial content is dated between these (local time, inclusive start). */
const FIRST_DATE = Date.UTC(2015, 0, 1)
const LAST_DATE = Date.UTC(2026, 9, 31)
const AUTHORS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]

/** A date in 2015–2026 between 07:00 and 21:59 (never in the DST gap), and a modified date on or after it. */
export function datesOf(rng: Rng, from = FIRST_DATE, to = LAST_DATE): { date: string; modified: string } {
  const start = Math.min(from, to)
  const day = start + rng.int(0, Math.floor((to - start) / DAY_MS)) * DAY_MS
  const at = day + rng.int(7, 21) * 3_600_000 + rng.int(0, 59) * 60_000 + rng.int(0, 59) * 1000
  const later = rng.chance(0.4) ? 0 : rng.int(1, 700) * DAY_MS + rng.int(0, 3) * 3_600_000
  return { date: wallClock(at), modified: wallClock(Math.max(at, Math.min(at + later, to + 22 * 3_600_000))) }
}

const fill = (template: string, rng: Rng) =>
  template
    .replace(/\{naam\}/g, rng.pick(HORSE_NAMES))
    .replace(/\{ras\}/g, rng.pick(BREEDS))
    .replace(/\{leeftijd\}/g, String(rng.int(4, 24)))

const p = (sentences: string[]) => `<p>${render(sentences.join(' '))}</p>`

function listHtml(list: ListSpec, rng: Rng, min: number): string {
  const items = rng.sampleInOrder(list.items, rng.int(min, Math.min(list.items.length, min + 2)))
  const tag = list.ordered ? 'ol' : 'ul'
  const li = items.map((item) => {
    const at = item.indexOf(': ')
    return at > 0
      ? `<li><strong>${render(item.slice(0, at))}</strong>: ${render(item.slice(at + 2))}</li>`
      : `<li>${render(item)}</li>`
  })
  return `<p>${render(list.intro)}</p>\n<${tag}>\n${li.join('\n')}\n</${tag}>`
}

/**
 * Draws sentences from the topic first, then from the general bank. The topic's sentences are written roughly in the
 * order of its headings, so a section takes the unused sentences nearest to its heading's place (with some jitter).
 */
class SentenceSource {
  readonly #rng: Rng
  readonly #topic: string[]
  readonly #unused: number[]
  readonly #general: string[]
  constructor(rng: Rng, topic: Topic, general: string[]) {
    this.#rng = rng
    this.#topic = topic.sentences
    this.#unused = topic.sentences.map((_, i) => i)
    this.#general = general
  }
  /** `near`: 0 = the start of the topic's sentences, 1 = the end. */
  take(n: number, near: number): string[] {
    const size = this.#topic.length
    const scored = this.#unused.map((i) => ({ i, d: Math.abs(i / size - near) + this.#rng.next() * 0.25 }))
    scored.sort((a, b) => a.d - b.d)
    const picked = scored.slice(0, n).map((s) => s.i)
    const left = new Set(picked)
    for (let k = this.#unused.length - 1; k >= 0; k--)
      if (left.has(this.#unused[k] as number)) this.#unused.splice(k, 1)
    const out = picked.map((i) => this.#topic[i] as string)
    while (out.length < n) {
      const s = this.#general.pop()
      if (s === undefined) break
      out.push(s)
    }
    return out
  }
}

export type Body = { html: string; words: number; lead: string; headings: { title: string; anchor: string }[] }

/** The body: intro, 3–5 sections with an <h2 id>, lists, and a closing section; aims at `target` words. */
export function buildBody(
  rng: Rng,
  topic: Topic,
  target: number,
  opts: { casus?: boolean; lists?: number } = {},
): Body {
  const general = rng.shuffle(GENERAL_SENTENCES)
  const closing = general.splice(0, 2)
  general.push(...rng.sample(TOPIC_SENTENCES, 4).map((s) => s.replace('{onderwerp}', topic.label)))
  // the general bank is used from the end: topic sentences first, then the others in shuffled order

  const source = new SentenceSource(rng, topic, general)
  const parts: string[] = []
  const headings: { title: string; anchor: string }[] = []
  let words = 0
  const add = (html: string, text: string) => {
    parts.push(html)
    words += countWords(text)
  }

  const intro = source.take(rng.int(2, 3), 0)
  add(p(intro), intro.join(' '))
  if (opts.casus) {
    const casus = fill(rng.pick(topic.casus), rng)
    add(p([casus]), casus)
  }

  const sections = rng.sampleInOrder(topic.headings, rng.int(3, Math.min(5, topic.headings.length)))
  const listAt = new Set(
    rng.sample(
      sections.map((_, i) => i),
      Math.min(opts.lists ?? 1, sections.length, topic.lists.length),
    ),
  )
  const lists = rng.shuffle(topic.lists)
  const closingWords = 45
  sections.forEach((title, i) => {
    const near = (topic.headings.indexOf(title) + 0.5) / topic.headings.length
    const anchor = slugify(title)
    headings.push({ title, anchor })
    add(`<h2 id="${anchor}">${render(title)}</h2>`, title)
    const budget = (target - closingWords - words) / (sections.length - i)
    let sectionWords = 0
    let first = true
    while (first || sectionWords < budget - 10) {
      const sentences = source.take(first ? rng.int(2, 3) : rng.int(2, 4), near)
      if (!sentences.length) break
      const text = sentences.join(' ')
      add(p(sentences), text)
      sectionWords += countWords(text)
      if (first && listAt.has(i)) {
        const list = lists.pop()
        if (list) {
          const html = listHtml(list, rng, 3)
          const before = words
          add(html, html.replace(/<[^>]+>/g, ' '))
          sectionWords += words - before
        }
      }
      first = false
    }
  })

  const closingTitle = rng.pick(CLOSING_HEADINGS)
  const anchor = slugify(closingTitle)
  headings.push({ title: closingTitle, anchor })
  add(`<h2 id="${anchor}">${render(closingTitle)}</h2>`, closingTitle)
  add(p(closing), closing.join(' '))
  return { html: `${parts.join('\n')}\n`, words, lead: intro[0] ?? '', headings }
}

/** Title and slug: "Koliek bij paarden: de eerste signalen herkennen" → koliek-bij-paarden-de-eerste-signalen-herkennen-100042. */
function titleOf(rng: Rng, topic: Topic, id: number) {
  const subject = rng.pick(topic.subjects)
  const angle = rng.chance(0.55) ? rng.pick(topic.angles) : rng.pick(GENERAL_ANGLES)
  return { title: `${subject}: ${angle}`, slug: `${shortSlug(`${subject} ${angle}`, 60)}-${id}` }
}

function featuredMedia(rng: Rng, topic: Topic, media: MediaPool): number {
  const fitting = topic.media.map((s) => media.bySlug.get(s)).filter((id): id is number => id !== undefined)
  if (fitting.length && rng.chance(0.8)) return rng.pick(fitting)
  return media.photos.length ? rng.pick(media.photos) : 0
}

function authorOf(rng: Rng, topic: Topic): number {
  return rng.chance(0.7) ? rng.pick(topic.authors) : rng.pick(AUTHORS)
}

function tagsOf(rng: Rng, topic: Topic): number[] {
  const tags = rng.sample(topic.tags, rng.int(1, Math.min(3, topic.tags.length)))
  if (rng.chance(0.1)) tags.push(rng.pick([316, 320, 317]))
  return [...new Set(tags)].sort((a, b) => a - b)
}

/** About one in ten articles gets a row with a text column and an accordion or questions block. */
function blockRows(rng: Rng, topic: Topic): Obj {
  const list = rng.pick(topic.lists)
  const summary = rng.sampleInOrder(list.items, Math.min(4, list.items.length))
  const faq = rng.sampleInOrder(topic.faq, rng.int(2, topic.faq.length))
  const text = {
    acf_fc_layout: 'text_column',
    anchor: 'in-het-kort',
    title: 'In het kort',
    heading_size: 'h2',
    is_v1_cb: false,
    text: `<p>${render(list.intro)}</p>\n<ul>\n${summary.map((s) => `<li>${render(s)}</li>`).join('\n')}\n</ul>\n`,
  }
  const title = `Veelgestelde vragen over ${topic.label}`
  const faqBlock = rng.chance(0.5)
    ? {
        acf_fc_layout: 'accordion',
        anchor: 'veelgestelde-vragen',
        title,
        heading_size: 'h2',
        is_v1_cb: false,
        items: faq.map((f) => ({
          title: f.q,
          content: `<p>${render(f.a)}</p>\n`,
          image: false,
          button: false,
          anchor: slugify(f.q),
        })),
      }
    : {
        acf_fc_layout: 'questions',
        anchor: 'veelgestelde-vragen',
        title,
        heading_size: 'h2',
        is_v1_cb: false,
        has_questions: true,
        questions: faq.map((f) => ({
          name: f.q,
          content: `<p>${render(f.a)}</p>\n`,
          image: false,
          button: false,
          anchor: slugify(f.q),
        })),
      }
  const withToc = rng.chance(0.5)
  const toc = [
    { title: text.title, anchor: text.anchor },
    { title, anchor: faqBlock.anchor },
  ]
  return {
    rows: [
      {
        layout: '1_column',
        content_blocks_column_1: [text, faqBlock],
        content_blocks_column_2: false,
        content_blocks_column_3: false,
        ...PLAIN_ROW_SETTINGS,
      },
    ],
    toc: { enabled: withToc, title: withToc ? 'Inhoud' : '', items: withToc ? toc : [] },
    social_share: rng.chance(0.5),
  }
}

/** A knowledge-base article (`articles/`). */
export function buildArticle(rng: Rng, id: number, media: MediaPool): Obj {
  const topic = rng.pick(TOPICS)
  const contentType = rng.weighted(CONTENT_TYPES)
  const { title, slug } = titleOf(rng, topic, id)
  const body = buildBody(rng, topic, rng.int(450, 600), {
    casus: contentType === 454,
    lists: contentType === 455 ? 2 : 1,
  })
  const { date, modified } = datesOf(rng)
  const author = authorOf(rng, topic)
  const categories = [...topic.categories.slice(0, rng.int(1, topic.categories.length))]
  if (rng.chance(0.08)) categories.push(207)
  const item: Obj = {
    id,
    date,
    modified,
    slug,
    status: 'publish',
    title: { rendered: render(capitalize(title)) },
    content: { rendered: body.html, protected: false },
    excerpt: { rendered: `<p>${render(body.lead)}</p>\n`, protected: false },
    author,
    featured_media: featuredMedia(rng, topic, media),
    categories,
    tags: tagsOf(rng, topic),
    'knowledge-base-categories': [topic.kb],
    'content-types': [contentType],
    extra_fields: {
      primary_category: categories[0],
      primary_knowledge_base_category: topic.kb,
      authors: [{ type: 'user', id: author }],
      show_author: true,
      reading_time: Math.max(1, Math.round(body.words / 200)),
    },
  }
  if (rng.chance(0.1)) item.content_block_rows = blockRows(rng, topic)
  return item
}

/** A news post (`posts/`, served at `/{slug}/`): a headline from the topic's news and a shorter body. */
export function buildNewsPost(rng: Rng, id: number, media: MediaPool): Obj {
  const topic = rng.pick(TOPICS)
  const title = rng.pick(topic.news)
  const body = buildBody(rng, topic, rng.int(280, 400))
  const { date, modified } = datesOf(rng)
  const author = rng.chance(0.6) ? rng.pick([7, 10]) : authorOf(rng, topic)
  const categories = rng.chance(0.5) ? [topic.categories[0] ?? 201, 207] : [topic.categories[0] ?? 201]
  return {
    id,
    date,
    modified,
    slug: `${shortSlug(title, 60)}-${id}`,
    status: 'publish',
    title: { rendered: render(title) },
    content: { rendered: body.html, protected: false },
    excerpt: { rendered: `<p>${render(body.lead)}</p>\n`, protected: false },
    author,
    featured_media: featuredMedia(rng, topic, media),
    categories,
    tags: tagsOf(rng, topic),
    'content-types': [451],
    extra_fields: {
      primary_category: categories[0],
      authors: [{ type: 'user', id: author }],
      show_author: true,
      reading_time: Math.max(1, Math.round(body.words / 200)),
    },
  }
}
