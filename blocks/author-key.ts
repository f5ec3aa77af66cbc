// The key of an author reference in BlockRefs.authors ('user:2', 'guest:2601'): the same as content/block-refs.ts's
// authorKey, repeated here because that module pulls the server-side card builders (and sanitize-html) into the
// browser bundle. blocks/author/Author.test.tsx checks that both agree.
export const refsAuthorKey = (ref: { type: 'user' | 'guest_author'; id: number }): string =>
  `${ref.type === 'user' ? 'user' : 'guest'}:${ref.id}`
