// ad (spec §2, §3 Ad block, §4, §8): a Google Publisher Tag slot of the block's unit and size, through the layout's own
// slot (views/chrome/ads): the size stays reserved while it may fill, GPT loads only with advertising consent, and
// the slot hides itself when it renders empty or the script is missing, and the whole block (its title too) with it.
// Without consent the block renders nothing.
import { useRef } from 'react'
import type { BlockProps } from '../block-props.ts'
import { useConsent } from '#ui/consent/useConsent.ts'
import { useT } from '#ui/i18n.tsx'
import { AdSlot } from '#ui/ads/AdSlot.tsx'
import { adUnitPath } from './ad-unit-path.ts'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import { useAdSlotHidden } from './useAdSlotHidden.ts'
import styles from './Ad.module.css'

export function Ad({ block }: BlockProps<'ad'>) {
  const consent = useConsent()
  if (consent.ready && !consent.advertising) return null
  return <AdBlock block={block} />
}

/** Mounted only while ads may show, so its slot watch starts with the block's element. */
function AdBlock({ block }: Pick<BlockProps<'ad'>, 'block'>) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const hidden = useAdSlotHidden(ref)
  const { google_ad_size_width: width, google_ad_size_height: height } = block
  return (
    <div ref={ref} {...blockAttributes(block, styles.ad)} hidden={hidden}>
      <BlockHeading title={block.title} level={block.headingLevel} />
      <AdSlot
        adUnitPath={adUnitPath(block.google_ad_id, block.google_ad_unit)}
        width={width}
        height={height}
        label={t('advertisement')}
        minViewportWidth={width}
      />
    </div>
  )
}
