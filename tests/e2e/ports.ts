// Where the browser tests' CMS and site listen and build (E2E_PORT, E2E_CMS_PORT, E2E_WORK_DIR move them, so that
// two runs side by side do not share a port or a build).
export const E2E = {
  sitePort: Number(process.env.E2E_PORT) || 8898,
  cmsPort: Number(process.env.E2E_CMS_PORT) || 8198,
  /** Netlify's local runtime (@netlify/dev) serving the same build: the `netlify` project. */
  netlifyPort: Number(process.env.E2E_NETLIFY_PORT) || 8899,
  /** Relative to the project root; the build goes to <dir>/dist, the snapshot to <dir>/snapshot. */
  workDir: process.env.E2E_WORK_DIR || '.e2e',
}
