// The copyright warning's rule (spec §5, §9): selecting more than 40 words with the mouse warns the visitor.
import { COPYRIGHT_WORD_LIMIT } from '../browser/constants.ts'

/** Words in a selection: whitespace-separated runs that hold at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** More than the limit warns: 41 words do, 40 do not. */
export const exceedsCopyrightLimit = (selectedText: string) => countWords(selectedText) > COPYRIGHT_WORD_LIMIT
