// The ports the browser tests' CMS and site listen on (E2E_PORT / E2E_CMS_PORT move them off the defaults).
export const E2E = {
  sitePort: Number(process.env.E2E_PORT) || 8898,
  cmsPort: Number(process.env.E2E_CMS_PORT) || 8198,
}
