// A judged query's shape and its classes (search/judged/queries.ts, edge-queries.ts, held-out.ts, generalize-*.ts): apart
// from the query lists, so the lists import it and none imports another's types.
export const QUERY_CLASSES = [
  'title',
  'question',
  'typo',
  'partial',
  'plural',
  'compound',
  'synonym',
  'nothing',
  // An owner's word for what an article names medically, or vet jargon for what it explains in plain words, where
  // neither form is in the site's synonym list.
  'lay-vet',
  // A pair of the synonym list, the article's key word a compound that starts with the pair's other word.
  'syn-compound',
  // A verb's third person in the query, its infinitive or plural in the text.
  'verb',
] as const
export type QueryClass = (typeof QUERY_CLASSES)[number]

/**
 * `top3`: the site paths a good engine ranks in the top 3 — all of them (`need: 'all'`, the default) or at least one
 * where several pages answer equally well (`need: 'any'`). Class `nothing`: the content has no answer, so the engine
 * must answer no results at all (a false top hit counts as a miss).
 */
export type JudgedQuery = { q: string; class: QueryClass; top3: string[]; need?: 'all' | 'any'; why: string }
