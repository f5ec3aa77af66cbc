// Where the publishing browser tests' CMS and site listen and build: their own ports and work dir (the tests edit the
// CMS, so they never share a server with tests/e2e). E2E_PUBLISH_PORT, E2E_PUBLISH_CMS_PORT, E2E_WORK_DIR move them.
export const PUBLISH_E2E = {
  sitePort: Number(process.env.E2E_PUBLISH_PORT) || 8897,
  cmsPort: Number(process.env.E2E_PUBLISH_CMS_PORT) || 8197,
  /** Relative to the project root. */
  workDir: `${process.env.E2E_WORK_DIR || '.e2e'}-publish`,
  /** The build hook's shared secret in these tests. */
  secret: 'e2e-publish-build-hook-secret',
}
