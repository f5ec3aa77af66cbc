/*
 * Interactive Image — hotspots.js. The front-end script the CMS's interactive image plugin ships with its block
 * (served from /wp-content/plugins/interactive-image/). It enhances the block's markup, which works without it:
 *   - numbers the hotspots (data-hotspot-number; hotspots.css shows the number in the dot),
 *   - marks the hotspots a visitor has opened (data-hotspot-seen) and counts them on the block
 *     (data-hotspots-seen / data-hotspots-total, shown as "2 van 6 punten bekeken"),
 *   - lets the arrow keys, Home and End move between the hotspots of an image.
 * It only adds attributes and listeners, never elements, so the page's own script keeps owning the markup. Blocks that
 * appear later (client-side navigation) are enhanced too. No dependencies.
 */
;(function () {
  'use strict'
  var BLOCK = '[data-interactive-image]'
  var HOTSPOT = 'button[data-hotspot-x]'

  function hotspotsOf(block) {
    return Array.prototype.slice.call(block.querySelectorAll(HOTSPOT))
  }

  function count(block) {
    var hotspots = hotspotsOf(block)
    var seen = hotspots.filter(function (h) { return h.hasAttribute('data-hotspot-seen') }).length
    block.setAttribute('data-hotspots-seen', String(seen))
    block.setAttribute('data-hotspots-total', String(hotspots.length))
  }

  function onKeyDown(event) {
    var block = event.currentTarget
    var hotspots = hotspotsOf(block)
    var at = hotspots.indexOf(event.target)
    if (at < 0) return
    var last = hotspots.length - 1
    var to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: last }[event.key]
    if (to === undefined) return
    event.preventDefault()
    hotspots[(to + hotspots.length) % hotspots.length].focus()
  }

  function enhance(block) {
    if (block.hasAttribute('data-hotspots-ready')) return
    hotspotsOf(block).forEach(function (hotspot, i) {
      hotspot.setAttribute('data-hotspot-number', String(i + 1))
      if (hotspot.getAttribute('aria-expanded') === 'true') hotspot.setAttribute('data-hotspot-seen', '')
    })
    count(block)
    // Opening a hotspot (click, Enter or Space alike) sets its aria-expanded.
    new MutationObserver(function (changes) {
      changes.forEach(function (change) {
        var hotspot = change.target
        if (hotspot.getAttribute('aria-expanded') === 'true') hotspot.setAttribute('data-hotspot-seen', '')
      })
      count(block)
    }).observe(block, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] })
    block.addEventListener('keydown', onKeyDown)
    block.setAttribute('data-hotspots-ready', '')
  }

  function enhanceAll() {
    Array.prototype.forEach.call(document.querySelectorAll(BLOCK), enhance)
  }

  function start() {
    enhanceAll()
    new MutationObserver(enhanceAll).observe(document.body, { childList: true, subtree: true })
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
  else start()
})()
