// The indexed fields and their weights, shared by the build, the compact indexes and the MiniSearch reference.
/** `b`: BM25's length normalization for the field (default 0.7, MiniSearch's). */
export type FieldSpec = { name: string; boost: number; b?: number }

/** /zoeken/: a word in the title counts most, then headings and the intro (the excerpt: a page's own summary, where a
 *  question's answer is phrased, decision 042), then category and tag names, then the body; the parts of
 *  compounds (search/compound-parts.ts) half as much as the compound written whole in the title, as much as the body
 *  elsewhere. Titles here are often whole sentences ("Koliek herkennen en eerste hulp: wat doe je tot de dierenarts er
 *  is?"): a long one is normalized less than a long text (b 0.5). */
export const FULL_FIELDS: FieldSpec[] = [
  { name: 'title', boost: 4, b: 0.5 },
  { name: 'headings', boost: 2 },
  { name: 'taxonomy', boost: 1.5 },
  { name: 'intro', boost: 2 },
  { name: 'body', boost: 1 },
  { name: 'titleParts', boost: 2 },
  { name: 'parts', boost: 1 },
]
/** Suggestions: titles and headings. */
export const SUGGEST_FIELDS: FieldSpec[] = [
  { name: 'title', boost: 3 },
  { name: 'headings', boost: 1 },
]
