// Additions to the judged set (search/judged/queries.ts): questions as owners type them and queries the
// content has no answer to, among them Dutch compounds of two words the site uses often ("hondenvoer": "hond" and
// "voer" are both in the content, dog food is not). Written by reading the bundled content (devcms/content) before
// running them: the answers below were judged from the articles' titles, intros and headings, and each `nothing`
// query's words were looked up in the content's text.
import type { JudgedQuery } from './judged-query.ts'

const kb = (slug: string) => `/kennisbank/${slug}/`

/** Tuned on: the engine's rules were changed while looking at these. */
export const EDGE_QUERIES: JudgedQuery[] = [
  {
    q: 'waarom staat mijn paard steeds te schuren in de winter',
    class: 'question',
    top3: [kb('luizen-bij-paarden')],
    why: 'the lice article: "Schurende paarden in de winter hebben vaak luizen"',
  },
  {
    q: 'paard wil niet meer op een been staan',
    class: 'question',
    top3: [kb('hoefabces-herkennen-en-behandelen')],
    why: 'the hoof abscess article opens with a horse that hardly stands on one leg',
  },
  {
    q: 'voer en speeksel komt uit de neus',
    class: 'question',
    top3: [kb('slokdarmverstopping-bij-paarden')],
    why: 'choke: "Voer en speeksel uit de neus, kokhalzen en een gestrekte hals"',
  },
  {
    q: 'hoe lang duurt het herstel van een peesblessure',
    class: 'question',
    top3: [kb('peesblessures-herstel-en-revalidatie'), '/nieuwe-behandeling-bij-peesblessures-wat-mag-je-verwachten/'],
    need: 'any',
    why: 'recovery takes nine to twelve months: the tendon article (or the news on new treatments)',
  },
  {
    q: 'hoeveel krachtvoer heeft mijn paard nodig',
    class: 'question',
    top3: [kb('krachtvoer-wanneer-wel-en-wanneer-niet')],
    why: 'the concentrate feed article: "Wie heeft krachtvoer nodig?", "hoeveel geef je"',
  },
  {
    q: 'mijn oude paard heeft een lange krullende vacht',
    class: 'question',
    top3: [kb('ppid-cushing-bij-paarden'), '/cushing-ppid-vaker-vastgesteld-tijdig-testen-loont/'],
    need: 'any',
    why: "a long curly coat is PPID's best-known sign",
  },
  {
    q: 'ronde kale plekken in de vacht',
    class: 'question',
    top3: [kb('huidschimmel-bij-paarden')],
    why: 'ringworm: "Ronde, kale plekjes in de vacht"',
  },
  {
    q: 'zwarte stinkende straal',
    class: 'question',
    top3: [kb('rotstraal-herkennen-en-behandelen')],
    why: 'thrush: "Een zwarte, stinkende straal wijst bijna altijd op rotstraal"',
  },
  {
    q: 'hoe lang is een merrie drachtig',
    class: 'question',
    top3: [kb('drachtigheid-bij-de-merrie')],
    why: '"Een merrie is gemiddeld elf maanden drachtig"',
  },

  { q: 'hondenvoer', class: 'nothing', top3: [], why: 'hond + voer: the site has no dog food' },
  { q: 'kattenbak', class: 'nothing', top3: [], why: 'kat + bak: no cats' },
  { q: 'zadelmaker', class: 'nothing', top3: [], why: 'zadel + maker: saddles are named, saddlers never' },
  { q: 'autoverzekering', class: 'nothing', top3: [], why: 'auto + verzekering: insurance is named, cars never' },
  {
    q: 'voetbalschoenen',
    class: 'nothing',
    top3: [],
    why: 'voetbal + schoenen: overschoenen are named, football never',
  },
  { q: 'koffiezetapparaat', class: 'nothing', top3: [], why: 'three parts, no coffee machines' },
  { q: 'kippenhok', class: 'nothing', top3: [], why: 'kip + hok: no chickens' },
  { q: 'appeltaart recept', class: 'nothing', top3: [], why: 'no recipes' },
]
