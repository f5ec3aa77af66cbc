/* global window */
// "Preview changes" in the block editor with the field groups' values (includes/autosave.php). The block editor's
// autosave (`POST /wp/v2/{type}/{id}/autosaves`, made by Preview and by the periodic autosave) carries only the
// status, title, content and excerpt; the field groups' form is posted to WordPress only on a full save. So the preview
// of a published item showed the new title over the published fields. This adds the form's values to that request as
// `hoefslag_acf_form`: the inputs named `acf[…]`, nested as SCF/ACF's own form post sends them (`acf.serialize`),
// which the plugin stores with that autosave. Enqueued only on the block editor of the site's content types while
// ACF or SCF is active. No build step.
;(function (wp, $) {
  if (!wp || !wp.apiFetch || !$) return
  var AUTOSAVE = /\/wp\/v2\/[^/?#]+\/\d+\/autosaves(?:[/?#]|$)/

  /** The field groups' values as SCF's form post sends them under `acf`, or null without a field group form. */
  function formValues() {
    var acf = window.acf
    if (!acf || typeof acf.serialize !== 'function') return null
    // A WYSIWYG field in its visual mode keeps its text in TinyMCE until it is written back to its textarea; one in
    // its text mode has it in the textarea already (TinyMCE's copy is stale there).
    var editors = window.tinymce && typeof window.tinymce.get === 'function' ? window.tinymce.get() : []
    for (var i = 0; i < (editors || []).length; i++) if (!editors[i].isHidden()) editors[i].save()
    var boxes = $('.postbox[id^="acf-group_"]')
    if (!boxes.length) return null
    var values = acf.serialize(boxes, 'acf')
    return values && Object.keys(values).length ? values : null
  }

  wp.apiFetch.use(function (options, next) {
    var method = String(options.method || 'GET').toUpperCase()
    var path = String(options.path || options.url || '')
    var data = options.data
    if (method !== 'POST' || !AUTOSAVE.test(path) || !data || typeof data !== 'object') return next(options)
    var values = formValues()
    if (!values) return next(options)
    return next(Object.assign({}, options, { data: Object.assign({}, data, { hoefslag_acf_form: values }) }))
  })
})(window.wp, window.jQuery)
