// bench:publish's five edits, each on its own article: a title, a body, a category change, a new article and
// an unpublish — the CMS call each makes and how the site shows it is live.
import { z } from 'zod'

export const ArticleSchema = z.object({
  id: z.number(),
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  'knowledge-base-categories': z.array(z.number()),
})
export const TermSchema = z.object({ id: z.number(), link: z.string(), name: z.string() })

export type Article = z.infer<typeof ArticleSchema>
export type Term = z.infer<typeof TermSchema>
export type Edit = {
  name: string
  /** The CMS call for `marker`, and what the site answers once it is live. */
  make: (marker: string) => {
    route: string
    body: Record<string, unknown>
    /** The page to poll and when it shows the edit; `answer` is the CMS's (undefined before the edit: a page that
     *  already shows it then fails the bench). Undefined when the page is not known yet. */
    check: (answer: unknown) => { pagePath: string; done: (status: number, html: string) => boolean } | undefined
  }
}
function pathOf(link: string) {
  return new URL(link).pathname
}

const shows = (link: string, text: string) => () => ({
  pagePath: pathOf(link),
  done: (status: number, html: string) => status === 200 && html.includes(text),
})

/** A new title for `article`; bench:publish also makes one while phase 2 of a publish runs. */
export function titleEdit(article: Article, name = 'a title'): Edit {
  return {
    name,
    make: (marker) => ({
      route: `/wp/v2/articles/${article.id}`,
      body: { title: `${article.title.rendered} (${marker})` },
      check: shows(article.link, marker),
    }),
  }
}

/** The five edits, each on its own article: a title, a body, a category change, a new article, an unpublish. */
export function fiveEdits(articles: Article[], categories: Term[]): Edit[] {
  // The first is the newest: first on its new category's first page.
  const [c, a, b, e] = articles as [Article, Article, Article, Article]
  const other = categories.find((t) => !c['knowledge-base-categories'].includes(t.id)) ?? categories[0]!
  return [
    titleEdit(a),
    {
      name: 'a body',
      make: (marker) => ({
        route: `/wp/v2/articles/${b.id}`,
        body: { content: `Een nieuwe alinea (${marker}).\n\nOverleg met je dierenarts.` },
        check: shows(b.link, marker),
      }),
    },
    {
      name: `a category change (to ${other.name})`,
      make: () => ({
        route: `/wp/v2/articles/${c.id}`,
        body: { 'knowledge-base-categories': [other.id] },
        check: shows(other.link, `href="${pathOf(c.link)}"`),
      }),
    },
    {
      name: 'a new article',
      make: (marker) => ({
        route: '/wp/v2/articles',
        body: {
          title: `Nieuw artikel ${marker}`,
          status: 'publish',
          'knowledge-base-categories': [other.id],
          excerpt: `Een nieuw artikel (${marker}).`,
          content: `Een nieuw artikel (${marker}).`,
        },
        check: (answer) =>
          answer === undefined
            ? undefined
            : shows(z.object({ link: z.string() }).parse(answer).link, `Nieuw artikel ${marker}`)(),
      }),
    },
    {
      name: 'an unpublish',
      make: () => ({
        route: `/wp/v2/articles/${e.id}`,
        body: { status: 'draft' },
        check: () => ({ pagePath: pathOf(e.link), done: (status: number) => status === 404 }),
      }),
    },
  ]
}
