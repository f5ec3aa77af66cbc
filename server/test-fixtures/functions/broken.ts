// Test fixture: no default export, so the loader reports it and leaves it out.
export const config = { path: '/api/broken' }
