// Builds generated clinics and vets in real Dutch places (GeoNames postcodes with their real centroid and province),
// with the finder term ids of the bundled content.
import table from '#finder/geo/data/pc4-nl.json' with { type: 'json' }
import { Pc4TableSchema, pc4PlacesInDumpOrder } from '#finder/geo/pc4-table.ts'
import {
  AREA_CODES,
  CLINIC_CLOSINGS,
  CLINIC_INTROS,
  CLINIC_NAMES,
  CLINIC_PATTERNS,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  FUNCTIONS,
  LAST_NAMES,
  PERSONAL,
  STREETS,
  UNIVERSITIES,
  WEEKDAYS,
} from './bank-finder.ts'
import { datesOf, type MediaPool } from './articles.ts'
import type { Rng } from './random.ts'
import { capitalize, joinNl, render, shortSlug, slugify } from './text.ts'

type Obj = Record<string, unknown>

export type Place = { postcode4: string; place: string; province: string; lat: number; lng: number }

/** The bundled GeoNames PC4 table's places (finder/geo/data/pc4-nl.json) in the dump's order, within the contract's bounds. */
export function loadPlaces(): Place[] {
  const places: Place[] = []
  for (const { postcode4, place, province, lat, lng } of pc4PlacesInDumpOrder(Pc4TableSchema.parse(table))) {
    if (lat < 50.5 || lat > 53.7 || lng < 3.2 || lng > 7.3) continue
    places.push({ postcode4, place, province, lat, lng })
  }
  return places
}

export type FinderTerm = { id: number; name: string; slug: string }
export type FinderTerms = {
  expertise: FinderTerm[]
  service: FinderTerm[]
  specialisation: FinderTerm[]
  recognition: FinderTerm[]
  'finder-label': FinderTerm[]
}

/** What a vet needs to know about a clinic it works at. */
export type ClinicInfo = {
  id: number
  name: string
  expertises: number[]
  services: number[]
  recognitions: number[]
  specialisations: number[]
  date: string
}

/** Postcode letters: no F, I, O, Q, U, Y, and never SA, SD or SS (as PostNL). */
const LETTERS = 'ABCDEGHJKLMNPRSTVWXZ'
function postcodeLetters(rng: Rng): string {
  for (;;) {
    const pair = rng.pick([...LETTERS]) + rng.pick([...LETTERS])
    if (pair !== 'SA' && pair !== 'SD' && pair !== 'SS') return pair
  }
}

function phoneOf(rng: Rng, province: string): string {
  const area = rng.pick(AREA_CODES[province] ?? ['085'])
  let digits = String(rng.int(2, 9))
  while (digits.length < 10 - area.length) digits += String(rng.int(0, 9))
  return `${area}-${digits}`
}

const ids = (terms: FinderTerm[]) => terms.map((t) => t.id)
const sorted = (list: number[]) => [...new Set(list)].sort((a, b) => a - b)
const nameOf = (terms: FinderTerm[], id: number) => terms.find((t) => t.id === id)?.name ?? ''
/** "Specialist chirurgie (ECVS)" → "chirurgie". */
const specialismOf = (name: string) =>
  name
    .replace(/\s*\(.*\)$/, '')
    .replace(/^Specialist\s+/i, '')
    .replace(/ paard$/, '')

function openingHours(rng: Rng, emergency: boolean) {
  const open = rng.pick(['08:00', '08:00', '08:30', '09:00'])
  const close = rng.pick(['17:00', '17:30', '17:30', '18:00'])
  const hours = WEEKDAYS.map((day) => ({ day, hours: `${open}–${close}` }))
  hours.push({ day: 'zaterdag', hours: rng.chance(0.5) ? '09:00–12:00' : emergency ? 'alleen spoed' : 'gesloten' })
  hours.push({ day: 'zondag', hours: emergency ? 'alleen spoed' : 'gesloten' })
  return hours
}

/** A clinic (`clinics/`). */
export function buildClinic(
  rng: Rng,
  id: number,
  places: Place[],
  terms: FinderTerms,
  media: MediaPool,
): { item: Obj; info: ClinicInfo } {
  const place = rng.pick(places)
  const pattern = rng.weighted(CLINIC_PATTERNS.map((p) => [p, p.weight] as const))
  const surname = rng.pick(LAST_NAMES)
  const surname2 = rng.pick(LAST_NAMES.filter((s) => s !== surname))
  const name = pattern.pattern
    .replace('{plaats}', place.place)
    .replace('{naam}', rng.pick(CLINIC_NAMES))
    .replace('{achternaam2}', capitalize(surname2))
    .replace('{achternaam}', capitalize(surname))
  const kind = pattern.kind
  const emergency = rng.chance(kind === 'kliniek' ? 0.85 : 0.4)
  const spoed = terms.service.filter((t) => /spoed/.test(t.slug)).map((t) => t.id)
  const otherServices = terms.service.filter((t) => !/spoed/.test(t.slug)).map((t) => t.id)
  const services = sorted([
    ...(emergency ? spoed : []),
    ...rng.sample(otherServices, rng.int(2, Math.min(6, otherServices.length))),
  ])
  const expertises = sorted(rng.sample(ids(terms.expertise), rng.int(kind === 'kliniek' ? 3 : 2, 5)))
  const specialisations =
    kind === 'kliniek' && rng.chance(0.5) ? sorted(rng.sample(ids(terms.specialisation), rng.int(1, 3))) : []
  const recognitions = rng.chance(0.35) ? sorted(rng.sample(ids(terms.recognition), rng.int(1, 2))) : []
  const labels = rng.chance(0.08) ? sorted(rng.sample(ids(terms['finder-label']), 1)) : []
  const street = `${rng.pick(STREETS)} ${rng.int(1, 180)}${rng.chance(0.1) ? rng.pick(['a', 'b', 'c']) : ''}`
  const phone = phoneOf(rng, place.province)
  const domain = slugify(name).replace(/-/g, '')
  const { date, modified } = datesOf(rng)

  const fillIn = (s: string) =>
    s
      .replace(/\{naam\}/g, name)
      .replace(/\{plaats\}/g, place.place)
      .replace(/\{provincie\}/g, place.province)
  const intro = fillIn(rng.pick(CLINIC_INTROS[kind]))
  const expText = expertises.map((e) => nameOf(terms.expertise, e).toLowerCase()).filter(Boolean)
  const servText = services.map((s) => nameOf(terms.service, s)).filter(Boolean)
  const specText = specialisations.map((s) => specialismOf(nameOf(terms.specialisation, s))).filter(Boolean)
  const html = [
    `<p>${render(intro)}</p>`,
    ...(expText.length
      ? [
          `<h2 id="expertise">Expertise</h2>`,
          `<p>${render(`Het team heeft bijzondere ervaring met ${joinNl(expText)}.${specText.length ? ` In de kliniek werken Europees erkende specialisten op het gebied van ${joinNl(specText)}.` : ''}`)}</p>`,
        ]
      : []),
    ...(servText.length
      ? [`<h2 id="diensten">Diensten</h2>`, `<ul>\n${servText.map((s) => `<li>${render(s)}</li>`).join('\n')}\n</ul>`]
      : []),
    `<h2 id="spoed">Spoed</h2>`,
    `<p>${render(
      emergency
        ? `Voor spoedgevallen, zoals koliek, een diepe wond of een moeizame bevalling, is ${name} dag en nacht bereikbaar.`
        : 'Buiten openingstijden wordt de spoeddienst waargenomen door collega-praktijken in de regio.',
    )} Telefoon: <a href="tel:${phone.replace(/-/g, '')}">${phone}</a>.</p>`,
    `<p>${render(rng.pick(CLINIC_CLOSINGS))}</p>`,
  ].join('\n')

  const photos = ['kliniek-locatie', 'stal', 'echografie-kliniek', 'dierenarts-stethoscoop']
    .map((s) => media.bySlug.get(s))
    .filter((m): m is number => m !== undefined)
  const item: Obj = {
    id,
    date,
    modified,
    slug: `${shortSlug(name.includes(place.place) ? name : `${name} ${place.place}`, 60)}-${id}`,
    status: 'publish',
    title: { rendered: render(name) },
    content: { rendered: `${html}\n`, protected: false },
    excerpt: { rendered: `<p>${render(intro)}</p>\n`, protected: false },
    featured_media: photos.length ? rng.pick(photos) : media.photos.length ? rng.pick(media.photos) : 0,
    expertises,
    services,
    specialisations,
    recognitions,
    'finder-labels': labels,
    extra_fields: {
      address: {
        street,
        postcode: `${place.postcode4} ${postcodeLetters(rng)}`,
        city: place.place,
        province: place.province,
        lat: place.lat,
        lng: place.lng,
      },
      phone,
      email: `info@${domain}.example.nl`,
      website: `https://www.${domain}.example.nl`,
      logo: false,
      emergency_service: emergency,
      opening_hours: openingHours(rng, emergency),
    },
  }
  return { item, info: { id, name, expertises, services, recognitions, specialisations, date } }
}

/** A vet (`vets/`) working at one clinic, sometimes two. */
export function buildVet(rng: Rng, id: number, clinics: ClinicInfo[], terms: FinderTerms, media: MediaPool): Obj {
  const home = clinics[0]
  if (!home) throw new Error(`vet ${id}: no clinic`)
  const female = rng.chance(0.62)
  const first = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M)
  const last = rng.pick(LAST_NAMES)
  const full = `${first} ${last}`
  const zij = female ? 'zij' : 'hij'
  const haar = female ? 'haar' : 'zijn'

  const spec = home.specialisations.length && rng.chance(0.4) ? rng.pick(home.specialisations) : 0
  const specName = spec ? specialismOf(nameOf(terms.specialisation, spec)) : ''
  const fn = specName ? `Specialist ${specName}` : rng.weighted(FUNCTIONS)
  const expertPool = home.expertises.length ? home.expertises : ids(terms.expertise)
  const expertises = sorted(rng.sample(expertPool, rng.int(1, Math.min(3, expertPool.length))))
  const offered = sorted(clinics.flatMap((c) => c.services))
  const services = sorted(rng.sample(offered, rng.int(Math.min(1, offered.length), offered.length)))
  const recognitions = sorted(home.recognitions.filter(() => rng.chance(0.6)))
  const labels = rng.chance(0.05) ? sorted(rng.sample(ids(terms['finder-label']), 1)) : []

  const year = rng.int(1990, 2022)
  const uni = rng.weighted(UNIVERSITIES)
  const focus = expertises.map((e) => nameOf(terms.expertise, e).toLowerCase()).filter(Boolean)
  const where = clinics.length > 1 ? `${home.name} en ${clinics[1]?.name ?? ''}` : home.name
  const parts = [`${full} studeerde in ${year} af als dierenarts aan ${uni}.`]
  if (specName) parts.push(`Na een residency behaalde ${zij} het Europese specialistenexamen in de ${specName}.`)
  if (focus.length) parts.push(`Bij ${where} richt ${zij} zich vooral op ${joinNl(focus)}.`)
  else parts.push(`${first} werkt bij ${where}.`)
  parts.push(
    rng
      .pick(PERSONAL)
      .replace(/\{zij\}/g, zij)
      .replace(/\{Zij\}/g, female ? 'Zij' : 'Hij')
      .replace(/\{haar\}/g, haar),
  )

  // a vet appears in the finder on or after the day the home clinic did
  const { date, modified } = datesOf(rng, Date.parse(`${home.date.slice(0, 10)}T00:00:00Z`) + 86_400_000)
  const portrait = media.portraits.length ? rng.pick(media.portraits) : 0
  return {
    id,
    date,
    modified,
    slug: `${slugify(full)}-${id}`,
    status: 'publish',
    title: { rendered: render(full) },
    content: { rendered: `${parts.map((s) => `<p>${render(s)}</p>`).join('\n')}\n`, protected: false },
    excerpt: { rendered: `<p>${render(`${fn} bij ${home.name}.`)}</p>\n`, protected: false },
    featured_media: portrait,
    expertises,
    services,
    specialisations: spec ? [spec] : [],
    recognitions,
    'finder-labels': labels,
    extra_fields: {
      first_name: first,
      last_name: last,
      function: fn,
      image: portrait ? { $media: portrait, alt: `Portret van ${full}` } : false,
      clinics: clinics.map((c) => c.id),
    },
  }
}
