// The horse weight estimate (spec §5): round(chest² × length / 11880) kg, chest circumference and length in cm.
export const WEIGHT_DIVISOR = 11880

/** A form value as a non-negative number, or undefined when empty, not a number or below 0 (comma decimals allowed). */
export function parseMeasure(value: string): number | undefined {
  const text = value.trim().replace(',', '.')
  if (text === '') return undefined
  const n = Number(text)
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

export const horseWeightKg = (chestCm: number, lengthCm: number): number =>
  Math.round((chestCm * chestCm * lengthCm) / WEIGHT_DIVISOR)
