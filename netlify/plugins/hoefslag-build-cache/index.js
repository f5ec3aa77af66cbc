/* global console */
// Keeps the previous build's snapshot and output in Netlify's build cache, so a build started by the CMS's build
// hook is incremental on Netlify too: restored before `npm run build` (onPreBuild), saved after a successful build
// (onPostBuild; a failed build saves nothing, so the next one starts from the last good state). "Clear cache and
// deploy site" in the Netlify UI empties the cache: the next build is a full one.

// .snapshot-cache holds the CMS's raw answers the incremental fetch merges into (pipeline/incremental, decision 012).
const DEFAULT_PATHS = ['.snapshot', '.snapshot-cache', 'dist']

/** The cached paths: the plugin's `paths` input, or the snapshot, the fetch cache and dist/. */
export function cachedPaths(inputs) {
  const paths =
    inputs && Array.isArray(inputs.paths) ? inputs.paths.filter((p) => typeof p === 'string' && p !== '') : []
  return paths.length ? paths : DEFAULT_PATHS
}

export const onPreBuild = async function ({ utils, inputs }) {
  const restored = []
  for (const path of cachedPaths(inputs)) if (await utils.cache.restore(path)) restored.push(path)
  console.log(
    restored.length
      ? `hoefslag-build-cache: restored ${restored.join(', ')} from the previous build: this build is incremental`
      : 'hoefslag-build-cache: nothing cached yet (first build or cleared cache): this build is a full build',
  )
}

export const onPostBuild = async function ({ utils, inputs }) {
  const saved = []
  for (const path of cachedPaths(inputs)) if (await utils.cache.save(path)) saved.push(path)
  console.log(`hoefslag-build-cache: saved ${saved.join(', ') || 'nothing'} for the next build`)
}
