// The site handle (decision 064): one build, opened once, that owns the data read from it — the snapshot and the store
// over it (with the layout it derives), the search index and post cards, the finder index, the security headers and
// the 404 page. Whatever answers a request at run time (the functions, through `context.siteHandle` or, on Netlify,
// the instance's handle: functions/_lib/site.ts) reads the site's data through the handle it was given, never through
// a module-level "current" value: a publish opens a new handle and swaps it in; a request under way keeps the one it
// started with, the next request gets the new one, and the old handle's data goes with it.
//
// Opening costs nothing: each part is loaded on its first use (a cold start reads only what its first request needs)
// and kept by the handle. A part is defined by the module that knows how to load it (search/load.ts `SEARCH_INDEX`,
// finder/load.ts `FINDER_INDEX`, …), so a function's bundle carries only the loaders it uses.
import path from 'node:path'

/** Where one build's files are: the build (its client/ and server/), the snapshot it was built from, its search data. */
export type SiteDirs = {
  /** The build output (DIST_DIR, or a published generation `dist-live/<n>/`). */
  distDir: string
  /** The snapshot the build was made from (SNAPSHOT_DIR, or `<generation>/snapshot`). */
  snapshotDir: string
  /** The search and finder data files (SEARCH_DATA_DIR, or `<distDir>/functions-data`). */
  searchDataDir: string
}

/** One kind of data a handle holds: loaded from the handle on first use and kept by it. */
export type SitePart<T> = {
  /** Names the part in errors. */
  readonly name: string
  readonly load: (site: SiteHandle) => T
}

export type SiteHandle = {
  readonly dirs: Readonly<SiteDirs>
  /** A name for logs and tests (a generation's number, "instance", …). */
  readonly label: string
  /**
   * The part, loaded on first use and kept. A load that throws, or a promise that rejects, is not kept: the next call
   * tries again (the data may be written meanwhile), as the functions' data loads always did.
   */
  get: <T>(part: SitePart<T>) => T
}

export const sitePart = <T>(name: string, load: (site: SiteHandle) => T): SitePart<T> => ({ name, load })

/** The directories of a build, made absolute; the search data default to `<distDir>/functions-data`. */
export function siteDirs(dirs: { distDir: string; snapshotDir: string; searchDataDir?: string | undefined }): SiteDirs {
  const distDir = path.resolve(dirs.distDir)
  return {
    distDir,
    snapshotDir: path.resolve(dirs.snapshotDir),
    searchDataDir: path.resolve(dirs.searchDataDir || path.join(distDir, 'functions-data')),
  }
}

/** Opens a build: nothing is read until a part is asked for. */
export function openSite(dirs: SiteDirs, label = path.basename(dirs.distDir)): SiteHandle {
  const parts = new Map<SitePart<unknown>, unknown>()
  const handle: SiteHandle = {
    dirs: Object.freeze({ ...dirs }),
    label,
    get: <T>(part: SitePart<T>): T => {
      if (parts.has(part)) return parts.get(part) as T
      const value = part.load(handle)
      parts.set(part, value)
      if (value instanceof Promise)
        value.catch(() => {
          if (parts.get(part) === value) parts.delete(part)
        })
      return value
    },
  }
  return handle
}
