// The key of an author reference in a page's block references (BlockRefs.authors: 'user:2', 'guest:2601'): one
// function for content/block-refs.ts, which fills them, and the author blocks, which read them.
export const authorKey = (ref: { type: 'user' | 'guest_author'; id: number }): string =>
  `${ref.type === 'user' ? 'user' : 'guest'}:${ref.id}`
