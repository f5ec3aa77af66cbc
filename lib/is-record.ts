// The one check for "a plain JSON object" (not null, not an array), for code that walks parsed JSON by hand.
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
