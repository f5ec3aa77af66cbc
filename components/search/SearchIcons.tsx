// The search's own icons (inline SVG, decorative): the explainer box's book, bell and home (spec §2), and the intro's.
export type SearchIconName = 'book' | 'bell' | 'home' | 'clock' | 'trending' | 'arrow-right'

const PATHS: Record<SearchIconName, string> = {
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  bell: 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0',
  home: 'M3 10l9-7 9 7v10a2 2 0 0 1-2 2h-4v-7H9v7H5a2 2 0 0 1-2-2z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  trending: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
}

export function SearchIcon({ name, size = 20, className }: { name: SearchIconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
