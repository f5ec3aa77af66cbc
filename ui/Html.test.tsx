// The one place CMS HTML reaches React: block HTML, and a title's inline HTML where the title is shown.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { InlineHtml } from './Html.tsx'

describe('InlineHtml', () => {
  it("shows a title's inline markup as markup, not as text", () => {
    const html = renderToStaticMarkup(
      <h1>
        <InlineHtml html="Wat is <em>strangles</em> (droes)?" text="Wat is strangles (droes)?" />
      </h1>,
    )
    expect(html).toBe('<h1><span>Wat is <em>strangles</em> (droes)?</span></h1>')
  })

  it('shows the plain text, escaped, when there is no markup', () => {
    expect(renderToStaticMarkup(<InlineHtml text="Marieke 't Hart & Co" />)).toBe('Marieke &#x27;t Hart &amp; Co')
  })
})
