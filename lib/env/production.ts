// Imported first by the commands that serve the built site (npm start, npm run serve, the browser tests' server): they
// run the production build, and the editors' functions render pages with it in this process (functions/_lib/
// editor-render.ts). React picks its build from NODE_ENV when first loaded, so it must be set before anything loads it.
process.env.NODE_ENV ||= 'production'
