// The one sha256 of a text or bytes (content hashes, memo keys, CSP script hashes): hex unless asked otherwise.
import { createHash, type BinaryToTextEncoding } from 'node:crypto'

export const sha256 = (data: string | Uint8Array, encoding: BinaryToTextEncoding = 'hex'): string =>
  createHash('sha256').update(data).digest(encoding)
