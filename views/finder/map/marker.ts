// A result's map marker: a link to its page (the marker itself is what Tab reaches and Enter follows), with its name,
// kind and place as the link text for screen readers, drawn as a pin.
import type { FinderResult } from '#lib/model/finder.ts'

const PIN = 'M16 39s-13-12.1-13-22.5a13 13 0 0 1 26 0C29 26.9 16 39 16 39z'

export function markerElement(r: FinderResult, kind: string): HTMLElement {
  const a = document.createElement('a')
  a.href = r.link
  a.dataset.kind = r.type
  const text = document.createElement('span')
  text.className = 'sr-only'
  text.textContent = [r.title, kind, r.place].filter(Boolean).join(', ')
  a.append(text)
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  svg.setAttribute('viewBox', '0 0 32 40')
  svg.setAttribute('width', '32')
  svg.setAttribute('height', '40')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path')
  path.setAttribute('d', PIN)
  const dot = document.createElementNS('http://www.w3.org/2000/svg', 'circle')
  dot.setAttribute('cx', '16')
  dot.setAttribute('cy', '16')
  dot.setAttribute('r', '5')
  svg.append(path, dot)
  a.append(svg)
  return a
}
