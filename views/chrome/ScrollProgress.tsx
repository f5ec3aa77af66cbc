// The reading-progress bar on article pages: how far the page is scrolled, drawn along the bottom of the header.
import { useEffect, useRef } from 'react'
import styles from './ScrollProgress.module.css'

/** 0…1: the share of the scrollable height already scrolled (1 when the page does not scroll). */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight
  if (scrollable <= 0) return 1
  return Math.min(1, Math.max(0, scrollY / scrollable))
}

export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let frame = 0
    const draw = () => {
      frame = 0
      const root = document.documentElement
      bar.current?.style.setProperty(
        'transform',
        `scaleX(${scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight)})`,
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw)
    }
    draw()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      cancelAnimationFrame(frame)
    }
  }, [])
  return (
    <div className={styles.track} aria-hidden="true">
      <div ref={bar} className={styles.bar} />
    </div>
  )
}
