// The layout's numbers from the spec (§4, §9), in one place.

/** The right menu hides after scrolling down more than this (px). */
export const RIGHT_MENU_HIDE_AFTER_PX = 68
/** A mega-menu resets this long after the pointer leaves it (ms). */
export const SUBMENU_RESET_MS = 300
/** The loading bar shows only for navigations slower than this (ms)… */
export const LOADING_BAR_THROTTLE_MS = 200
/** …and fills over this long (ms). */
export const LOADING_BAR_DURATION_MS = 5000
/** Prefetch of the links in view: this long after a page shows, at the next idle moment (ms; spec §9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000
/** Selecting more than this many words opens the copyright warning (spec §5, §9: 41 yes, 40 no). */
export const COPYRIGHT_WORD_LIMIT = 40
/** Footer partner slider (spec §9). */
export const FOOTER_PARTNERS = { perView: 5, perViewNarrow: 3, narrowBelowPx: 1024, autoplayMs: 4000 } as const
/** Newsletter form id when the settings have none (spec §9). */
export const NEWSLETTER_FORM_ID_DEFAULT = 7
