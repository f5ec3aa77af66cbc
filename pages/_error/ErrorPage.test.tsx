// @vitest-environment jsdom
// The error page (spec §2 Error page, §8): status, titles and buttons; and when rendering it fails — on the server
// (prerender) and in the browser — 'An error occurred while showing the error page' with a link home.
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Row } from '#lib/model/types.ts'
import Page from './+Page.tsx'

const row: Row = {
  layout: '1_column',
  columns: [[]],
  backgroundColor: '',
  customBackgroundColor: '',
  sticky: [false, false, false],
}
const state = { is404: true, abortStatusCode: undefined as number | undefined, rowsFail: false }
const notFound = {
  rows: [row],
  content: '<p>Zoek verder in de kennisbank.</p>',
  refs: { posts: {}, authors: {}, partners: {} },
}

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({
    is404: state.is404,
    abortStatusCode: state.abortStatusCode,
    globalContext: { layout: { translations: {} } },
  }),
}))
vi.mock('vike-react/useData', () => ({ useData: () => ({ meta: undefined, notFound }) }))
vi.mock('#views/page/Rows.tsx', () => ({
  Rows: () => {
    if (state.rowsFail) throw new Error('a block of the CMS 404 page broke')
    return <div>rijen</div>
  },
}))

afterEach(() => {
  cleanup()
  Object.assign(state, { is404: true, abortStatusCode: undefined, rowsFail: false })
  vi.restoreAllMocks()
})

describe('error page', () => {
  it('shows 404 with the not-found title, back and home, and the CMS not-found content', () => {
    render(<Page />)
    expect(screen.getByText('Foutcode 404', { exact: false })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deze pagina kon niet worden gevonden')
    expect(screen.getByRole('button', { name: 'Terug' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Naar de homepage' }).getAttribute('href')).toBe('/')
    expect(screen.getByText('Zoek verder in de kennisbank.')).toBeTruthy()
  })

  it('uses the server-error title for 500 and leaves the not-found content out', () => {
    Object.assign(state, { is404: false, abortStatusCode: 500 })
    render(<Page />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Er is iets misgegaan')
    expect(screen.queryByText('Zoek verder in de kennisbank.')).toBeNull()
  })

  it('prerenders the fallback with a link home when rendering the error page fails on the server', () => {
    state.rowsFail = true
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = renderToString(<Page />)
    expect(html).toContain('Er is een fout opgetreden bij het tonen van de foutpagina')
    expect(html).toContain('href="/"')
    expect(html).not.toContain('Deze pagina kon niet worden gevonden')
  })

  it('shows the fallback in the browser when rendering the error page fails there', () => {
    state.rowsFail = true
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Page />)
    expect(screen.getByRole('alert').textContent).toContain('Er is een fout opgetreden bij het tonen van de foutpagina')
    expect(screen.getByRole('link', { name: 'Naar de homepage' }).getAttribute('href')).toBe('/')
  })
})
