// Without ACF PRO or Secure Custom Fields the plugin says so (includes/acf-fields.php): on the plugins screen (where
// activation lands) to those who may install plugins, on the edit screens to those who may edit there; never with ACF.
import { describe, expect, it } from 'vitest'
import { runPhp } from './php/run-php.ts'

const NOTICE = 'installeer Secure Custom Fields of ACF PRO om rijen en blokken te bewerken'
const notice = (screen: string, caps: string[], acf = false) =>
  runPhp(['wordpress/fields/php/notice.php', screen, caps.join(','), acf ? 'acf' : ''])

describe('the notice when ACF is missing', () => {
  it('tells an administrator on the plugins screen and an editor on an edit screen', () => {
    expect(notice('plugins', ['install_plugins'])).toContain(NOTICE)
    expect(notice('post', ['edit_posts'])).toContain(NOTICE)
    expect(notice('term', ['manage_categories'])).toContain(NOTICE)
    expect(notice('nav-menus', ['edit_theme_options'])).toContain(NOTICE)
  })

  it('tells no one who could not act on it, nor on other screens', () => {
    expect(notice('plugins', ['edit_posts'])).toBe('')
    expect(notice('post', ['read'])).toBe('')
    expect(notice('dashboard', ['install_plugins', 'edit_posts'])).toBe('')
  })

  it('is gone once ACF or SCF is active', () => {
    expect(notice('plugins', ['install_plugins'], true)).toBe('')
    expect(notice('post', ['edit_posts'], true)).toBe('')
  })
})
