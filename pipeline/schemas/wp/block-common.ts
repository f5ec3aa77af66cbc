// A content block's envelope as WordPress sends it — ACF's name for its layout (`acf_fc_layout`) and its names for the
// fields every block carries (spec §3 "Block common") — and the one mapping of those names to the site's. Each block's
// own fields are declared in its folder (blocks/<layout>/schema.ts, through blocks/define.ts); this file wraps them in
// the envelope. ACF's names stop at the normalizer (pipeline/normalize/blocks.ts applies `fromAcf`): the snapshot, the
// page data and every component see `type`, `headingLevel` and `legacyStyle`, never these.
import { z } from 'zod'
import type { HeadingLevel, HeadingSize } from '#lib/model/types.ts'
import { HeadingSizeSchema, acfBoolean } from './common.ts'

/** The key ACF's flexible content names a block's layout under. */
export const ACF_LAYOUT_KEY = 'acf_fc_layout'

/** Fields every block may carry, by the names ACF sends them under. */
const common = {
  anchor: z.string().default(''),
  title: z.string().default(''),
  heading_size: HeadingSizeSchema.default('h2'),
  is_v1_cb: acfBoolean(),
}

/** A block's raw schema: its layout, the common fields and its own fields (`shape`). */
export const acfBlockSchema = <L extends string, S extends z.ZodRawShape>(layout: L, shape: S) =>
  z.object({ acf_fc_layout: z.literal(layout), ...common, ...shape })

/** A block schema of each layout, as the tuple `acfBlockUnion` takes. */
type BlockSchemas = readonly [ReturnType<typeof acfBlockSchema>, ...ReturnType<typeof acfBlockSchema>[]]
/** Every layout's raw schema as one, told apart by the layout. */
export const acfBlockUnion = <T extends BlockSchemas>(schemas: T) => z.discriminatedUnion(ACF_LAYOUT_KEY, schemas)

/** The common part of a raw block. */
export type RawBlockCommon = { acf_fc_layout: string; heading_size: HeadingSize; is_v1_cb: boolean }
/** ACF's names that stop at the normalizer. */
type AcfOnly = keyof RawBlockCommon

/**
 * A raw block under the site's names: `type` (ACF's `acf_fc_layout`), `headingLevel` (2–5, from `heading_size` h2–h5),
 * `legacyStyle` (ACF's `is_v1_cb`: a block carried over from the old site, drawn in its older visual style); every
 * other field as it was. Distributes over a union of blocks.
 */
export type SiteNamed<R> = R extends RawBlockCommon
  ? { type: R['acf_fc_layout']; headingLevel: HeadingLevel; legacyStyle: boolean } & {
      [K in Exclude<keyof R, AcfOnly>]: R[K]
    }
  : never

const LEVEL: Record<HeadingSize, HeadingLevel> = { h2: 2, h3: 3, h4: 4, h5: 5 }

/** A parsed raw block under the site's names (the normalizer's first step). */
export function fromAcf<R extends RawBlockCommon>(raw: R): SiteNamed<R> {
  const { acf_fc_layout: type, heading_size, is_v1_cb, ...own } = raw
  return { type, headingLevel: LEVEL[heading_size], legacyStyle: is_v1_cb, ...own } as unknown as SiteNamed<R>
}

/** A raw sample of a block (tests, fixtures): `fields` are the layout's own, parsed by `schema` with the defaults. */
export const rawBlock = (layout: string, fields: Record<string, unknown> = {}) => ({
  [ACF_LAYOUT_KEY]: layout,
  ...fields,
})
