/* The bundled local CMS's stand-in for MailBlue's form embed script (ActiveCampaign's /f/embed.php?id=N): loaded with
 * ?id=N, it fills <div class="_form_N"> with a sign-up form — e-mail address, the consent checkbox MailBlue forms carry,
 * a submit button — that posts to this origin's /proc.php (devcms/server/mailblue.ts) and shows a Dutch thank-you.
 * Only for `npm start` and the tests: production loads the real script (VITE_MAILBLUE_EMBED_URL). */
(function () {
  var script = document.currentScript
  if (!script) return
  var src = new URL(script.src)
  var id = src.searchParams.get('id')
  if (!id || !/^\d+$/.test(id)) return
  var action = src.origin + '/proc.php'

  function el(tag, attrs, text) {
    var node = document.createElement(tag)
    for (var name in attrs) node.setAttribute(name, attrs[name])
    if (text) node.textContent = text
    return node
  }

  function build(container) {
    var form = el('form', { method: 'POST', action: action, class: '_form', novalidate: '' })
    form.append(el('input', { type: 'hidden', name: 'u', value: id }), el('input', { type: 'hidden', name: 'act', value: 'sub' }), el('input', { type: 'hidden', name: 'v', value: '2' }))
    var emailId = '_form_' + id + '_email'
    var email = el('input', { type: 'email', id: emailId, name: 'email', required: '', autocomplete: 'email', placeholder: 'naam@voorbeeld.nl' })
    var emailRow = el('div', { class: '_form_element' })
    emailRow.append(el('label', { for: emailId, class: '_form-label' }, 'E-mailadres*'), email)
    var consentId = '_form_' + id + '_consent'
    var consent = el('input', { type: 'checkbox', id: consentId, name: 'field[consent]', value: '1', required: '' })
    var consentRow = el('div', { class: '_form_element _checkbox' })
    var consentLabel = el('label', { for: consentId })
    consentLabel.append(consent, document.createTextNode(' Ja, ik wil de nieuwsbrief ontvangen en ga akkoord met de verwerking van mijn e-mailadres.'))
    consentRow.append(consentLabel)
    // The message is added only when there is one: an empty alert would be noise to assistive technology.
    var error = el('p', { class: '_form-error', role: 'alert' })
    function say(text) {
      error.textContent = text
      if (text && !error.isConnected) form.insertBefore(error, button)
      if (!text) error.remove()
    }
    var button = el('button', { type: 'submit', class: '_submit' }, 'Aanmelden')
    form.append(emailRow, consentRow, button)

    form.addEventListener('submit', function (event) {
      event.preventDefault()
      say('')
      if (!email.value || !email.checkValidity()) return say('Vul een geldig e-mailadres in.')
      if (!consent.checked) return say('Geef toestemming om de nieuwsbrief te ontvangen.')
      button.disabled = true
      fetch(action, { method: 'POST', body: new URLSearchParams(new FormData(form)), headers: { Accept: 'application/json' } })
        .then(function (res) { return res.json().then(function (body) { return { ok: res.ok, body: body } }) })
        .then(function (answer) {
          if (!answer.ok) throw new Error(answer.body && answer.body.result_message)
          var thanks = el('div', { class: '_form-thank-you', role: 'status' }, answer.body.result_message)
          form.replaceWith(thanks)
        })
        .catch(function (reason) {
          button.disabled = false
          say((reason && reason.message) || 'Aanmelden is niet gelukt. Probeer het later opnieuw.')
        })
    })
    container.replaceChildren(form)
  }

  var containers = document.querySelectorAll('._form_' + id)
  for (var i = 0; i < containers.length; i++) build(containers[i])
})()
