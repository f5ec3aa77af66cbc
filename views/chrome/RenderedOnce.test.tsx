// A layout part rendered once (decision 050): with the prerender's shell the first page captures the part and later
// pages get a placeholder, and either way the page's markup, once the shell put the parts in, is byte for byte the
// markup React renders without the shell — ids from useId, React's image preloads and text separators included.
import { useId, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createDocumentShell, shellForRender, splitParts, type DocumentShell } from '#lib/document-shell.ts'
import { RenderedOnce } from './RenderedOnce.tsx'

function Part({ path }: { path: string }) {
  const id = useId()
  return (
    <footer>
      <label htmlFor={id}>E-mail</label>
      <input id={id} />
      <img src="/partner.png" alt="" loading="lazy" />
      <a href="/contact/" className={path === '/contact/' ? 'active' : undefined}>
        Contact
      </a>
    </footer>
  )
}

/** A part with an image React preloads (not lazy), which its placeholder keeps. */
const Logo = () => <img src="/logo.svg" alt="Hoefslag" />
function Top({ path }: { path: string }) {
  return (
    <header>
      <a href="/">
        <Logo />
      </a>
      <a href="/nieuws/" className={path.startsWith('/nieuws/') ? 'active' : undefined}>
        Nieuws
      </a>
    </header>
  )
}

function Search() {
  const id = useId()
  return <input id={id} />
}

/** A layout: text and elements around the part, images React preloads before it and after it, ids on both sides. */
function Page({ shell, path, children }: { shell: DocumentShell | undefined; path: string; children: ReactNode }) {
  return (
    <div>
      <img src="/banner.png" alt="" />
      tekst
      <RenderedOnce shell={shell} name="header" variant={path.startsWith('/nieuws/') ? 'n' : ''} keep={<Logo />}>
        <Top path={path} />
      </RenderedOnce>
      <Search />
      <main>{children}</main>
      <RenderedOnce shell={shell} name="footer" variant={path === '/contact/' ? path : ''}>
        <Part path={path} />
      </RenderedOnce>
      na
      <Search />
      <img src="/hero.jpg" alt="" />
    </div>
  )
}

const render = (shell: DocumentShell | undefined, path: string, body: string) =>
  renderToString(
    <Page shell={shell} path={path}>
      <p>{body}</p>
    </Page>,
  )

describe('RenderedOnce', () => {
  it("gives the page's own markup on the first page (captured), later pages (placeholder) and another variant", () => {
    const shell = createDocumentShell('0123456789abcdef')
    const pages: Array<[string, string]> = [
      ['/a/', 'één'],
      ['/b/', 'twee'],
      ['/contact/', 'drie'],
      ['/c/', 'vier'],
      ['/contact/', 'vijf'],
      ['/nieuws/x/', 'zes'],
      ['/nieuws/y/', 'zeven'],
    ]
    for (const [path, body] of pages) {
      const forRender = shellForRender(shell)
      const html = render(forRender, path, body)
      expect(splitParts(html, forRender).join('')).toBe(render(undefined, path, body))
    }
    // Two variants of each part, each rendered once.
    expect(shell.parts.size).toBe(4)
    const later = render(shellForRender(shell), '/d/', 'acht')
    expect(later).not.toContain('<footer')
    expect(later).not.toContain('<header')
  })

  it("refuses a part React would change other markup for: an image that isn't lazy and not kept, text at its edge", () => {
    const shell = createDocumentShell('0123456789abcdef')
    const eager = () =>
      renderToString(
        <RenderedOnce shell={shell} name="x" variant="">
          <div>
            <img src="/eager.png" alt="" />
          </div>
        </RenderedOnce>,
      )
    splitParts(eager(), shell)
    expect(() => splitParts(eager(), shell)).toThrow(/not lazy are <img src="\/eager.png"/)
    const text = renderToString(
      <RenderedOnce shell={shell} name="y" variant="">
        <>tekst</>
      </RenderedOnce>,
    )
    expect(() => splitParts(text, shell)).toThrow(/does not start and end with an element/)
  })

  it('renders its children without a shell (the browser, the editors’ functions)', () => {
    expect(render(undefined, '/a/', 'x')).toContain('<footer>')
  })
})
