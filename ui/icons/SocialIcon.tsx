// Brand marks for the social links (simplified, single-colour, currentColor).
export type SocialMedium = 'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'x' | 'other'

const MEDIA: { medium: Exclude<SocialMedium, 'other'>; label: string; hosts: RegExp }[] = [
  { medium: 'facebook', label: 'Facebook', hosts: /facebook\.com|fb\.com/ },
  { medium: 'instagram', label: 'Instagram', hosts: /instagram\.com/ },
  { medium: 'linkedin', label: 'LinkedIn', hosts: /linkedin\.com/ },
  { medium: 'youtube', label: 'YouTube', hosts: /youtube\.com|youtu\.be/ },
  { medium: 'x', label: 'X', hosts: /(^|\/\/|\.)x\.com|twitter\.com/ },
]

/** The medium of a settings entry ('facebook', 'twitter', …) or of a link's URL. */
export function socialMediumOf(nameOrUrl: string): SocialMedium {
  const value = nameOrUrl.toLowerCase()
  if (value === 'twitter') return 'x'
  const byName = MEDIA.find((m) => m.medium === value)
  if (byName) return byName.medium
  return MEDIA.find((m) => m.hosts.test(value))?.medium ?? 'other'
}

export const socialLabel = (medium: SocialMedium, fallback: string) =>
  MEDIA.find((m) => m.medium === medium)?.label ?? fallback

const PATHS: Record<SocialMedium, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21H9z',
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15V9l5.8 3z',
  x: 'M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.9 2.3h7l4.8 6.4zm-1.2 17.9h1.9L7.1 4.2H5.1z',
  other: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
}

export function SocialIcon({ medium, size = 20 }: { medium: SocialMedium; size?: number }) {
  const stroked = medium === 'other'
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={stroked ? 'none' : 'currentColor'}
      stroke={stroked ? 'currentColor' : 'none'}
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d={PATHS[medium]} fillRule="evenodd" />
    </svg>
  )
}
