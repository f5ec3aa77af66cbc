/** Fields met without a Dutch label while generating (texts.ts): the generator refuses to write while any is here. */
export const UNLABELLED = new Set<string>()
