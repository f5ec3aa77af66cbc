// @vitest-environment jsdom
// Decision 020: the first page hydrates in slices. Hydrating a page whose regions take ~60 ms of rendering must give
// the browser its turn in between (a task queued as hydration starts runs before the last region has hydrated), and
// <html data-hydrated> with the performance mark come only once every region has. Without the regions' boundaries
// React hydrates the whole page in one task: the control case shows the test can tell.
import { type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { HYDRATED_MARK, HydrationSlice, REGIONS } from './HydrationSlice.tsx'

/** Keeps the thread busy for about `ms` milliseconds: a phone rendering a heavy block. */
function spin(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    /* busy */
  }
}

/** Renders for about `ms` milliseconds, and notes when it ran; the first one queues a task (`start`). */
function Slow({ ms, log, name, start }: { ms: number; log: string[]; name: string; start?: () => void }) {
  start?.()
  spin(ms)
  log.push(name)
  return <p>{name}</p>
}

function page(log: string[], sliced: boolean, start?: () => void) {
  const items = (region: string) =>
    Array.from({ length: 10 }, (_, i) => (
      <Slow
        key={i}
        ms={2}
        log={log}
        name={`${region}${i}`}
        {...(i === 0 && region === 'top' && start ? { start } : {})}
      />
    ))
  const wrap = (region: (typeof REGIONS)[number], children: ReactNode) =>
    sliced ? (
      <HydrationSlice key={region} region={region}>
        {children}
      </HydrationSlice>
    ) : (
      <div key={region}>{children}</div>
    )
  return <div>{REGIONS.map((region) => wrap(region, <section>{items(region)}</section>))}</div>
}

/** Hydrates the page and returns the log: what rendered, and where the queued task ran among the renders. */
async function hydrate(sliced: boolean): Promise<string[]> {
  const log: string[] = []
  const container = document.createElement('div')
  container.innerHTML = renderToString(page([], sliced))
  document.body.append(container)
  let queued: Promise<void> | undefined
  // Queued by the first component React hydrates: a click or a frame the browser wants to handle now.
  const start = () => {
    queued ??= new Promise<void>((resolve) =>
      setTimeout(() => {
        log.push('task')
        resolve()
      }, 0),
    )
  }
  const root = hydrateRoot(container, page(log, sliced, start))
  await new Promise<void>((resolve) => {
    const poll = () => (queued ? resolve() : setTimeout(poll, 1))
    poll()
  })
  await queued
  await new Promise<void>((resolve) => {
    const poll = () => (log.filter((entry) => entry !== 'task').length >= 30 ? resolve() : setTimeout(poll, 5))
    poll()
  })
  await new Promise((resolve) => setTimeout(resolve, 20))
  root.unmount()
  container.remove()
  return log
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated
  performance.clearMarks()
})

describe('hydration in slices', () => {
  it('yields to a queued task before the last region has hydrated', async () => {
    const log = await hydrate(true)
    const task = log.indexOf('task')
    expect(task).toBeGreaterThan(0)
    expect(task).toBeLessThan(log.length - 1)
  })

  it('marks the page interactive only once every region has hydrated', async () => {
    expect(document.documentElement.dataset.hydrated).toBeUndefined()
    await hydrate(true)
    expect(document.documentElement.dataset.hydrated).toBe('true')
    expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(1)
  })

  it('control: without the regions the page hydrates in one task', async () => {
    const log = await hydrate(false)
    expect(log.at(-1)).toBe('task')
  })
})
