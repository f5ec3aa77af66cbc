// An ad slot (spec §4 "Ads hide themselves if the slot renders empty or the ad script is missing"): its height stays
// reserved while it may still fill; GPT runs only with advertising consent; an empty, blocked or unconsented slot collapses.
import { useEffect, useId, useState } from 'react'
import { useConsent } from '../consent/useConsent.ts'
import { displayAd } from './gpt.ts'
import styles from './AdSlot.module.css'

type Props = {
  adUnitPath: string
  width: number
  height: number
  label: string
  /** Narrower viewports skip the slot (a 728 px leaderboard on a phone). */
  minViewportWidth?: number
  className?: string
}

export function AdSlot({ adUnitPath, width, height, label, minViewportWidth = 0, className }: Props) {
  const divId = `gpt-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const consent = useConsent()
  const [outcome, setOutcome] = useState<{ path: string; filled: boolean } | null>(null)
  const fits = useFits(minViewportWidth)

  useEffect(() => {
    if (!consent.advertising || !fits) return
    const handle = displayAd(adUnitPath, [width, height], divId, (filled) => setOutcome({ path: adUnitPath, filled }))
    return () => handle.destroy()
  }, [consent.advertising, fits, adUnitPath, width, height, divId])

  const result = outcome?.path === adUnitPath ? outcome.filled : undefined
  const state = !consent.ready
    ? 'pending'
    : !consent.advertising || !fits || result === false
      ? 'hidden'
      : result
        ? 'filled'
        : 'pending'
  return (
    <aside
      className={`${styles.frame} ${className ?? ''}`}
      aria-label={label}
      data-state={state}
      hidden={state === 'hidden'}
    >
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <div className={styles.box} style={{ minHeight: height, maxWidth: width }}>
        <div id={divId} className={styles.slot} />
      </div>
    </aside>
  )
}

/** Whether the viewport is at least `minWidth` wide (true on the server: the CSS hides narrow slots before hydration). */
function useFits(minWidth: number): boolean {
  const [fits] = useState(
    () => typeof window === 'undefined' || window.matchMedia(`(min-width: ${minWidth}px)`).matches,
  )
  return fits
}
