// The path an editor asked for, behind a rewrite rule (`/*  /api/editor/page/:splat  200`): the Node server hands the
// function the rewritten URL (the path after the prefix), Netlify the original one. Both give the same answer here.
export function askedPath(pathname: string, prefix: string): string {
  // `/api/editor/preview/` may arrive without its slash (Netlify matches function paths without it): the home page.
  if (`${pathname}/` === prefix) return '/'
  const path = pathname.startsWith(prefix) ? `/${pathname.slice(prefix.length)}` : pathname
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
