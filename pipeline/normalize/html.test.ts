// CMS HTML sanitizing and link rewriting, and HTML → plain text.
import { describe, expect, it } from 'vitest'
import { MORE_MARKER, cleanHtml, decodeEntities, htmlToText, trimAutoExcerpt } from './html.ts'
import { createUrlContext } from './urls.ts'

const ctx = createUrlContext({ cmsOrigins: ['http://localhost:8081'], siteUrl: 'https://www.hoefslag.nl' })
const clean = (html: string) => cleanHtml(html, ctx)

describe('cleanHtml', () => {
  it('removes scripts, styles, event handlers and javascript: URLs', () => {
    expect(clean('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>')
    expect(clean('<img src="x.jpg" onerror="alert(1)">')).not.toContain('onerror')
    expect(clean('<p onclick="steal()" style="color:red">b</p>')).toBe('<p>b</p>')
    expect(clean('<a href="javascript:alert(1)">c</a>')).toBe('<a>c</a>')
    expect(clean('<a href=" JaVaScRiPt:alert(1)">c</a>')).toBe('<a>c</a>')
    expect(clean('<img src="javascript:alert(1)">')).toBe('')
  })

  it('keeps video iframes from YouTube, Vimeo and Quadia TV only', () => {
    const youtube = clean('<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>')
    expect(youtube).toContain('src="https://www.youtube-nocookie.com/embed/abc"')
    expect(youtube).toContain('allowfullscreen')
    expect(clean('<iframe src="//player.vimeo.com/video/1"></iframe>')).toContain(
      'src="https://player.vimeo.com/video/1"',
    )
    expect(clean('<iframe src="https://bnr.quadia.com/tv/embed/9"></iframe>')).toContain('quadia.com/tv/embed/9')
    expect(clean('<p>x</p><iframe src="https://evil.example/embed"></iframe>')).toBe('<p>x</p>')
    expect(clean('<iframe src="https://bnr.quadia.com/admin"></iframe>')).toBe('')
    expect(clean('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('')
    expect(clean('<iframe srcdoc="<script>x</script>"></iframe>')).toBe('')
  })

  it('keeps the <!--more--> marker and drops other comments', () => {
    expect(clean('<p>Intro</p>\n<!--more-->\n<p>Rest</p><!-- secret -->')).toBe(
      `<p>Intro</p>\n${MORE_MARKER}\n<p>Rest</p>`,
    )
    expect(clean('<p>Intro<!--more Lees verder--></p>')).toBe(`<p>Intro${MORE_MARKER}</p>`)
  })

  it('rewrites internal links to site paths and leaves external ones', () => {
    expect(clean('<a href="http://localhost:8081/kennisbank/koliek?x=1#a">k</a>')).toBe(
      '<a href="/kennisbank/koliek/?x=1#a">k</a>',
    )
    expect(clean('<a href="https://www.knmvd.nl/">e</a>')).toBe('<a href="https://www.knmvd.nl/">e</a>')
    expect(clean('<a href="mailto:info@hoefslag.nl">m</a>')).toBe('<a href="mailto:info@hoefslag.nl">m</a>')
  })

  it('gives target=_blank links rel="noopener noreferrer", keeping other rel values', () => {
    expect(clean('<a href="https://x.nl" target="_blank">x</a>')).toBe(
      '<a href="https://x.nl" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(clean('<a href="https://x.nl" target="_blank" rel="sponsored">x</a>')).toContain(
      'rel="sponsored noopener noreferrer"',
    )
  })

  it('serves images through the site, lazily, keeping their intrinsic size', () => {
    const html = clean(
      '<img src="http://localhost:8081/wp-content/uploads/a.jpg" srcset="http://localhost:8081/wp-content/uploads/a-300x200.jpg 300w, http://localhost:8081/wp-content/uploads/a.jpg 1024w" width="1024" height="683" alt="Paard">',
    )
    expect(html).toBe(
      '<img src="/wp-content/uploads/a.jpg" srcset="/wp-content/uploads/a-300x200.jpg 300w, /wp-content/uploads/a.jpg 1024w" width="1024" height="683" alt="Paard" loading="lazy" decoding="async" />',
    )
    expect(clean('<img src="/b.jpg" loading="eager" alt="">')).toBe(
      '<img src="/b.jpg" loading="eager" alt="" decoding="async" />',
    )
  })

  it('keeps WordPress content markup: headings with ids, tables, figures', () => {
    const html =
      '<h2 id="symptomen" class="wp-block-heading">Symptomen</h2><figure class="wp-block-table"><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table><figcaption>Tabel</figcaption></figure>'
    expect(clean(html)).toBe(html)
    expect(clean('<h1>Titel</h1><font>x</font>')).toBe('Titelx')
  })
})

describe('htmlToText and decodeEntities', () => {
  it('strips tags, separating blocks, and decodes entities', () => {
    expect(htmlToText('<p>Koliek &amp; hoefbevangenheid&#8217;s</p><p>Lees&nbsp;meer&hellip;</p>')).toBe(
      'Koliek & hoefbevangenheid’s Lees meer…',
    )
    expect(htmlToText('<p>a<br>b</p><script>var x = 1</script>\n\n  <ul><li>c</li><li>d &lt;3</li></ul>')).toBe(
      'a b c d <3',
    )
    expect(htmlToText('<strong>Hoef</strong>smid')).toBe('Hoefsmid')
  })

  it('decodes numeric and named references, leaving unknown names', () => {
    expect(decodeEntities('Caf&eacute; &#x2019; &#8211; &quot;x&quot; &euro;5 &Uuml;')).toBe('Café ’ – "x" €5 Ü')
    expect(decodeEntities('&bogus; &amp;amp; &#0;')).toBe('&bogus; &amp; \ufffd')
    expect(decodeEntities('&yuml;&nbsp;')).toBe('ÿ\u00a0')
  })

  it("decodes legacy entities without a semicolon and all of HTML5's names, as a browser does in text", () => {
    expect(decodeEntities('Caf&eacute au lait &amp co &copy 2026')).toBe('Café au lait & co © 2026')
    expect(decodeEntities('&check; &starf; &frac13; &rightarrow;')).toBe('✓ ★ ⅓ →')
    expect(htmlToText('<p>Ge&iuml;nfecteerde hoef &ndash; &lsqb;zie&rsqb;</p>')).toBe('Geïnfecteerde hoef – [zie]')
  })
})

describe('trimAutoExcerpt', () => {
  it("ends WordPress's automatic excerpt in a plain ellipsis instead of [&hellip;]", () => {
    expect(trimAutoExcerpt('<p>Artrose is een slijtageproces van gewrichten [&hellip;]</p>\n')).toBe(
      '<p>Artrose is een slijtageproces van gewrichten&hellip;</p>\n',
    )
    expect(trimAutoExcerpt('<p>Tekst [&#8230;]</p>')).toBe('<p>Tekst&hellip;</p>')
    expect(htmlToText(trimAutoExcerpt('Tekst […]'))).toBe('Tekst…')
  })

  it('leaves a written excerpt, and brackets inside it, alone', () => {
    expect(trimAutoExcerpt('<p>Zie [1] en verder.</p>')).toBe('<p>Zie [1] en verder.</p>')
    expect(trimAutoExcerpt('<p>Een [&hellip;] midden in de tekst.</p>')).toBe(
      '<p>Een [&hellip;] midden in de tekst.</p>',
    )
  })
})
