// Test fixture: a function without config.path (answers at /.netlify/functions/plain), GET only via its handler.
export default () => new Response('plain', { headers: { 'Content-Type': 'text/plain' } })
