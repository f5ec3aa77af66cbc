// Test data for the card, list, tool and form block tests: card views as content/block-refs.ts resolves them.
import type { BlockRefs } from '#content/block-refs.ts'
import type { PartnerCardView, PersonCardView, PostCardView } from '#content/cards.ts'
import type { Image } from '#lib/model/types.ts'

export const image = (name: string, alt = ''): Image => ({
  src: `/wp-content/uploads/2026/05/${name}.jpg`,
  src_set: '',
  sizes: '',
  alt,
  caption: '',
  width: 1600,
  height: 1067,
})

export const common = { anchor: '', title: '', headingLevel: 2, legacyStyle: false } as const

export const post = (id: number, title: string, extra: Partial<PostCardView> = {}): PostCardView => ({
  id,
  type: 'article',
  link: `/kennisbank/${title.toLowerCase().replace(/\W+/g, '-')}/`,
  title,
  excerpt: `Samenvatting van ${title}.`,
  date: '2026-03-14T09:30:00',
  dateFormatted: '14 maart 2026',
  featuredImage: image('hoef', 'Een hoef'),
  primaryCategory: { name: 'Hoeven en beweging', iconUrl: '' },
  categories: ['Hoeven en beweging'],
  showAuthor: false,
  categoryLabel: 'Kennisbank',
  categoryLabelType: 'content_type',
  ...extra,
})

export const partner = (id: number, name: string, extra: Partial<PartnerCardView> = {}): PartnerCardView => ({
  id,
  name,
  excerpt: `${name} levert producten voor de paardenpraktijk.`,
  logo: image(`logo-${id}`, `Logo ${name}`),
  link: `/partners/${name.toLowerCase().replace(/\W+/g, '-')}/`,
  external: false,
  ...extra,
})

export const person = (key: string, name: string): PersonCardView => ({
  key,
  name,
  function: 'Paardendierenarts',
  company: 'Kliniek De Hoef',
  link: `/auteurs/${name.toLowerCase().replace(/\W+/g, '-')}/`,
})

export const refs: BlockRefs = {
  posts: {
    1001: post(1001, 'Koliek herkennen'),
    1002: post(1002, 'Hoefzweer behandelen', { type: 'post', categoryLabel: 'Nieuws' }),
    1003: post(1003, 'Droes voorkomen', { primaryCategory: undefined }),
  },
  partners: {
    2401: partner(2401, 'EquiScan'),
    2402: partner(2402, 'HoefCare', { external: true, link: 'https://hoefcare.example/' }),
  },
  authors: {
    'user:5': person('user:5', 'Sanne de Vries'),
    'guest:2601': person('guest:2601', 'Ruben Martens'),
  },
}

export const noRefs: BlockRefs = { posts: {}, partners: {}, authors: {} }
