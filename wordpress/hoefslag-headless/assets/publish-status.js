/* global window, setTimeout, clearTimeout */
// The site's state for this item in the block editor's status panel (includes/publish-status.php, decision 037):
// asked from WordPress (`/hoefslag/v1/publish-status`, which asks the site with the secret), after the editor opens the
// item and after every save, and again every few seconds while the change is queued or building, or live while the
// rest of the site's pages are still being brought up to date (phase 2, `ripple`: the message counts them). No build
// step.
// What the build warns of about this item (decision 059: "Inhoud verdwenen: …", a link to a page that is not public)
// is listed under the state, as a warning.
;(function (wp) {
  if (!wp || !wp.plugins || !wp.element || !wp.data || !wp.apiFetch) return
  var el = wp.element.createElement
  var useEffect = wp.element.useEffect
  var useState = wp.element.useState
  var Info = (wp.editor && wp.editor.PluginPostStatusInfo) || (wp.editPost && wp.editPost.PluginPostStatusInfo)
  if (!Info) return
  var LABELS = {
    queued: 'In de wachtrij',
    building: 'Wordt gebouwd',
    live: 'Live',
    failed: 'Mislukt',
    unpublished: 'Niet op de site',
    unknown: 'Onbekend',
  }
  var POLL_MS = 3000
  var POLL_MAX = 200

  function when(iso) {
    var date = iso ? new Date(iso) : null
    return date && !isNaN(date.getTime())
      ? date.toLocaleString('nl-NL', { dateStyle: 'medium', timeStyle: 'short' })
      : ''
  }

  function PublishStatus() {
    var editor = wp.data.useSelect(function (select) {
      var store = select('core/editor')
      return {
        id: store.getCurrentPostId(),
        saving: store.isSavingPost() && !store.isAutosavingPost(),
      }
    }, [])
    var state = useState(null)
    var status = state[0]
    var setStatus = state[1]

    useEffect(
      function () {
        if (!editor.id || editor.saving) return undefined
        var stopped = false
        var polls = 0
        var timer = null
        function ask() {
          wp.apiFetch({ path: '/hoefslag/v1/publish-status?post=' + editor.id })
            .then(function (answer) {
              if (stopped) return
              setStatus(answer)
              var ripple = answer.ripple && (answer.ripple.state === 'running' || answer.ripple.state === 'waiting')
              if ((answer.state === 'queued' || answer.state === 'building' || ripple) && ++polls < POLL_MAX)
                timer = setTimeout(ask, POLL_MS)
            })
            .catch(function (error) {
              if (!stopped) setStatus({ state: 'unknown', message: (error && error.message) || 'Geen antwoord.' })
            })
        }
        // Right after a save the plugin's build request goes out at the end of that request: ask a moment later.
        timer = setTimeout(ask, 1000)
        return function () {
          stopped = true
          clearTimeout(timer)
        }
      },
      [editor.id, editor.saving, setStatus],
    )

    if (!status) return null
    var parts = [el('strong', { key: 'label' }, 'Site: ' + (LABELS[status.state] || status.state))]
    parts.push(el('span', { key: 'message' }, ' — ' + status.message))
    if (status.at) parts.push(el('span', { key: 'at' }, ' (' + when(status.at) + ')'))
    if (status.state === 'live' && status.url)
      parts.push(el('a', { key: 'url', href: status.url, target: '_blank', rel: 'noopener' }, ' Bekijk op de site'))
    if (status.state === 'failed' && status.report)
      parts.push(el('a', { key: 'report', href: status.report, target: '_blank', rel: 'noopener' }, ' Bouwrapport'))
    var warnings = Array.isArray(status.warnings) ? status.warnings : []
    var list = warnings.length
      ? el(
          'ul',
          {
            key: 'warnings',
            className: 'hoefslag-build-warnings',
            style: { color: '#b32d2e', margin: '4px 0 0 16px' },
          },
          warnings.map(function (message, i) {
            return el('li', { key: i }, String(message))
          }),
        )
      : null
    return el(
      Info,
      { className: 'hoefslag-publish-status' },
      el('div', null, el('p', { 'data-state': status.state }, parts), list),
    )
  }

  wp.plugins.registerPlugin('hoefslag-publish-status', { render: PublishStatus })
})(window.wp)
