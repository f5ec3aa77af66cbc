// The page files between builds. `vike build` empties dist/client, so the previous build's client folder is set aside
// first and, when the build renders incrementally, the files of the pages it keeps are moved back (a rename each);
// the rest of the old folder (old assets, gone pages) is then deleted.
import { existsSync, mkdirSync, renameSync, rmdirSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { BODY_FILE } from '#lib/html-in-document.ts'
import type { PageState } from './previous.ts'

export const previousClientDir = (distDir: string) => path.join(distDir, '.client-previous')

/** Before `vike build`: dist/client → dist/.client-previous (an older one is dropped). */
export async function setAsidePreviousClient(distDir: string): Promise<void> {
  const previous = previousClientDir(distDir)
  await rm(previous, { recursive: true, force: true })
  if (existsSync(path.join(distDir, 'client'))) await rename(path.join(distDir, 'client'), previous)
}

export const jsonFileOf = (htmlFile: string) => htmlFile.replace(/index\.html$/, 'index.pageContext.json')
/** The page's body file (decision 016), beside its index.html. */
export const bodyFileOf = (htmlFile: string) => htmlFile.replace(/index\.html$/, BODY_FILE)
const filesOf = (page: PageState) => [
  page.file,
  ...(page.json ? [jsonFileOf(page.file)] : []),
  ...(page.body ? [bodyFileOf(page.file)] : []),
]

/** Moves the kept pages' files from the set-aside folder into the new client folder; returns how many moved. */
export function restorePages(fromDir: string, toDir: string, pages: Iterable<PageState>): number {
  if (!existsSync(fromDir)) return 0
  let moved = 0
  const made = new Set<string>()
  for (const page of pages) {
    for (const file of filesOf(page)) {
      const from = path.join(fromDir, file)
      const to = path.join(toDir, file)
      const dir = path.dirname(to)
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true })
        made.add(dir)
      }
      try {
        renameSync(from, to)
        moved++
      } catch {
        // Missing in the old folder: the plan renders it again ("its file was missing").
      }
    }
  }
  return moved
}

/** Deletes a removed page's files and the folders that leaves empty, up to the client folder. */
export async function removePage(clientDir: string, page: PageState): Promise<void> {
  for (const file of filesOf(page)) await rm(path.join(clientDir, file), { force: true })
  let dir = path.dirname(path.join(clientDir, page.file))
  while (dir.startsWith(clientDir + path.sep)) {
    try {
      rmdirSync(dir)
    } catch {
      break
    }
    dir = path.dirname(dir)
  }
}
