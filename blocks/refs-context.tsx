// The page's block references (posts, partners, authors resolved to cards by content/block-refs.ts), for every block
// below the page view without passing them through each row and column.
import { createContext, useContext, type ReactNode } from 'react'
import type { BlockRefs } from '#content/block-refs.ts'

const EMPTY: BlockRefs = { posts: {}, partners: {}, authors: {} }
const BlockRefsContext = createContext<BlockRefs>(EMPTY)

export function BlockRefsProvider({ refs, children }: { refs: BlockRefs; children: ReactNode }) {
  return <BlockRefsContext.Provider value={refs}>{children}</BlockRefsContext.Provider>
}

export const useBlockRefs = (): BlockRefs => useContext(BlockRefsContext)
