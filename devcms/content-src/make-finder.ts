// Generates the finder content of the bundled CMS: the finder terms (expertise, service, specialisation, recognition,
// finder-label, finder-issue), the clinics (ids 3001–3025) and the vets (ids 3101–3160). Deterministic: the same input
// always gives the same files (a seeded PRNG, no clock).
// Run: npx tsx devcms/content-src/make-finder.ts
// Postcodes, places, provinces and centroids come from the bundled GeoNames PC4 table (CC BY 4.0),
// finder/geo/data/pc4-nl.json (see its README.md).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import table from '#finder/geo/data/pc4-nl.json' with { type: 'json' }
import { Pc4TableSchema, pc4PlacesInDumpOrder, type Pc4Place } from '#finder/geo/pc4-table.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const CONTENT = path.join(here, '..', 'content')
const MANIFEST = path.join(here, '..', 'media', 'manifest.json')

// ---------------------------------------------------------------- helpers

/** mulberry32: a tiny seeded PRNG so every run writes the same files. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const rand = prng(20260522)
const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1))

export const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const pad = (n: number) => String(n).padStart(2, '0')
const dateOf = (y: number, m: number, d: number, h: number, min: number) =>
  `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}:00`

/** Dutch list: "a, b en c". */
const joinNl = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`

const writeJson = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}

// ---------------------------------------------------------------- places (GeoNames)

const places = pc4PlacesInDumpOrder(Pc4TableSchema.parse(table))
function placeOf(postcode4: string, place: string): Pc4Place {
  const found = places.find((p) => p.postcode4 === postcode4 && p.place === place)
  if (!found) throw new Error(`GeoNames has no ${postcode4} ${place}`)
  return found
}

// ---------------------------------------------------------------- media

type Media = {
  id: number
  slug: string
  alt: string
  title: string
  file: string
  sizes?: Record<string, { file: string }>
}
const media: Media[] = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Media[]
if (!media.length) throw new Error(`${MANIFEST} holds no media`)
const mediaMatching = (re: RegExp) => media.filter((m) => re.test(m.slug))
const mediaBySlug = (slug: string) => {
  const m = media.find((x) => x.slug === slug)
  if (!m) throw new Error(`media ${slug} is not in the manifest`)
  return m
}

// ---------------------------------------------------------------- finder terms

/** Expertise icons: the media library has no icon set, so an expertise shows the 150×150 thumbnail of a fitting
 * photo, for both states. The file exists under /wp-content/uploads/. */
function iconUrls(slug: string) {
  const m = mediaBySlug(slug)
  const dir = m.file.slice(0, m.file.lastIndexOf('/') + 1)
  const url = `/wp-content/uploads/${dir}${m.sizes?.thumbnail?.file ?? m.file.slice(dir.length)}`
  return { icon_url: url, hover_icon_url: url }
}

type TermInput = { id: number; name: string; slug?: string; description: string; introduction: string; icon?: string }
const term = (t: TermInput, extra: Record<string, unknown> = {}) => ({
  id: t.id,
  name: t.name,
  slug: t.slug ?? slugify(t.name),
  description: t.description,
  parent: 0,
  extra_fields: {
    ...(t.icon ? iconUrls(t.icon) : {}),
    introduction: t.introduction,
    ...extra,
  },
})

export const EXPERTISES: TermInput[] = [
  {
    id: 501,
    name: 'Inwendige geneeskunde',
    icon: 'dierenarts-stethoscoop',
    description: 'Diagnose en behandeling van ziekten van de inwendige organen.',
    introduction:
      'Dierenartsen met deze expertise onderzoeken en behandelen ziekten van maag en darmen, luchtwegen, lever, nieren en hart, en stofwisselingsstoornissen zoals EMS en PPID (Cushing). Denk aan koliek zonder operatie, chronisch hoesten, gewichtsverlies en koorts met een onduidelijke oorzaak.',
  },
  {
    id: 502,
    name: 'Orthopedie',
    icon: 'hoef',
    description: 'Kreupelheidsonderzoek en behandeling van het bewegingsapparaat.',
    introduction:
      "Orthopedie richt zich op het bewegingsapparaat: hoeven, gewrichten, pezen en banden. Een orthopedisch onderzoek bestaat uit een klinisch onderzoek, een bewegingsonderzoek op harde en zachte bodem, buigproeven en zo nodig diagnostische verdovingen, röntgenfoto's en echografie.",
  },
  {
    id: 503,
    name: 'Gebitsverzorging',
    icon: 'gebitscontrole',
    description: 'Controle en behandeling van het paardengebit.',
    introduction:
      'Een paard heeft levenslang doorgroeiende kiezen die ongelijk kunnen slijten. Bij een jaarlijkse gebitscontrole worden scherpe randen en haken verwijderd en worden problemen als diastemen, losse elementen of een gebroken kies tijdig opgespoord. Behandeling gebeurt onder sedatie en met een mondsperder.',
  },
  {
    id: 504,
    name: 'Voortplanting',
    icon: 'echografie-kliniek',
    description: 'Vruchtbaarheidsonderzoek, inseminatie en drachtbegeleiding.',
    introduction:
      'Voortplantingsdierenartsen begeleiden merries en hengsten: van de fokgeschiktheidskeuring en het volgen van de cyclus met echografie tot inseminatie met vers of diepvriessperma, drachtigheidsonderzoek en begeleiding rond het veulenen.',
  },
  {
    id: 505,
    name: 'Oogheelkunde',
    icon: 'paardenhoofd-portret',
    description: 'Onderzoek en behandeling van oogaandoeningen.',
    introduction:
      'Oogproblemen bij paarden vragen om snelle actie: een hoornvlieszweer kan binnen een dag verergeren. Oogheelkundig onderzoek omvat onder meer een fluoresceïnetest, oogspiegelen en het meten van de oogdruk, bijvoorbeeld bij verdenking op periodieke oogontsteking (maanblindheid).',
  },
  {
    id: 506,
    name: 'Dermatologie',
    icon: 'paarden-in-weiland',
    description: 'Huid-, vacht- en haarproblemen.',
    introduction:
      'Dermatologie gaat over huid en vacht: zomereczeem, mok, schimmelinfecties, mijten, sarcoïden en allergieën. Vaak is aanvullend onderzoek nodig, zoals een huidafkrabsel, een schimmelkweek of een biopt, om de juiste behandeling te kiezen.',
  },
  {
    id: 507,
    name: 'Chirurgie',
    icon: 'stal',
    description: 'Operaties onder algehele narcose en staande ingrepen.',
    introduction:
      'Chirurgen opereren paarden onder algehele narcose of staand onder sedatie en plaatselijke verdoving. Voorbeelden zijn koliekoperaties, artroscopieën, het verwijderen van botfragmenten, wondbehandeling en castraties.',
  },
  {
    id: 508,
    name: 'Sportgeneeskunde',
    icon: 'ruiter',
    description: 'Begeleiding van sportpaarden, prestatieonderzoek en revalidatie.',
    introduction:
      'Sportgeneeskunde richt zich op het presterende paard: het opsporen van subtiele kreupelheden, prestatieonderzoek bij tegenvallende resultaten, en revalidatie na een blessure in overleg met trainer, hoefsmid en fysiotherapeut.',
  },
  {
    id: 509,
    name: 'Neonatologie',
    icon: 'veulen-met-merrie',
    description: 'Zorg voor pasgeboren en jonge veulens.',
    introduction:
      'Pasgeboren veulens kunnen snel verslechteren. Neonatologie omvat de controle van het veulen na de geboorte, het meten van de biestopname (IgG), en de intensieve zorg voor zwakke, zieke of te vroeg geboren veulens, zo nodig met infuus en sondevoeding.',
  },
  {
    id: 510,
    name: 'Gedrag',
    icon: 'zadel',
    description: 'Gedragsproblemen bij paarden, met aandacht voor pijn en welzijn.',
    introduction:
      'Veranderd gedrag, zoals bokken, steigeren of niet meer willen opzadelen, heeft vaak een lichamelijke oorzaak. De dierenarts sluit eerst pijn uit en stelt daarna samen met de eigenaar een plan op voor huisvesting, training en omgang.',
  },
]

export const SERVICES: TermInput[] = [
  {
    id: 551,
    name: '24-uurs spoeddienst',
    description: 'Dag en nacht bereikbaar voor spoedgevallen.',
    introduction:
      'De praktijk is dag en nacht, ook in het weekend, bereikbaar voor spoedgevallen zoals koliek, ernstige wonden, plotselinge kreupelheid of problemen bij het veulenen.',
  },
  {
    id: 552,
    name: 'Ambulante praktijk',
    description: 'De dierenarts komt bij je op stal.',
    introduction:
      'De dierenarts komt op stal met een ingerichte praktijkauto. Veel onderzoeken en behandelingen, zoals vaccinaties, gebitscontroles en een eerste kreupelheidsonderzoek, kunnen gewoon thuis plaatsvinden.',
  },
  {
    id: 553,
    name: 'Kliniek met opname',
    description: 'Opnameboxen voor paarden die intensieve zorg nodig hebben.',
    introduction:
      "Paarden die intensieve zorg, een infuus of nauwkeurige controle nodig hebben, kunnen worden opgenomen. De kliniek beschikt over opnameboxen en bewaking, ook 's nachts.",
  },
  {
    id: 554,
    name: 'Röntgen',
    slug: 'rontgen',
    description: "Digitale röntgenfoto's, in de kliniek of op stal.",
    introduction:
      'Met digitale röntgenapparatuur worden botten, gewrichten en hoeven in beeld gebracht, bijvoorbeeld bij kreupelheid, voor een aankoopkeuring of om het hoefbeslag af te stemmen. Veel praktijken hebben een draagbaar systeem.',
  },
  {
    id: 555,
    name: 'Echografie',
    description: 'Echografisch onderzoek van pezen, buik en voortplantingsorganen.',
    introduction:
      'Met echografie worden weke delen in beeld gebracht: pezen en banden, de buikholte bij koliek, de borstholte, en de voortplantingsorganen van de merrie bij cyclusbegeleiding en drachtigheidsonderzoek.',
  },
  {
    id: 556,
    name: 'Scopie',
    description: 'Endoscopie van luchtwegen en gastroscopie van de maag.',
    introduction:
      'Met een flexibele camera worden de bovenste luchtwegen, de luchtpijp en de maag bekeken. Gastroscopie is de manier om maagzweren vast te stellen; voor het onderzoek moet het paard enkele uren nuchter zijn.',
  },
  {
    id: 557,
    name: 'Gebitsbehandeling',
    description: 'Gebitscontrole en -behandeling onder sedatie.',
    introduction:
      'Bij een gebitsbehandeling wordt het hele gebit onder sedatie en met een mondsperder en lamp beoordeeld. Scherpe randen en haken worden bijgewerkt; bij afwijkingen kan een röntgenfoto van het hoofd nodig zijn.',
  },
  {
    id: 558,
    name: 'Hoefbeslag in overleg met hoefsmid',
    slug: 'hoefbeslag-in-overleg-met-hoefsmid',
    description: "Orthopedisch beslag op basis van röntgenfoto's, samen met de hoefsmid.",
    introduction:
      "Bij hoefproblemen, zoals hoefbevangenheid of een straalbeenprobleem, stemmen dierenarts en hoefsmid het beslag samen af op basis van röntgenfoto's van de hoef. Zo krijgt het paard beslag dat past bij de diagnose.",
  },
  {
    id: 559,
    name: 'Reproductie/KI',
    slug: 'reproductie-ki',
    description: 'Cyclusbegeleiding en kunstmatige inseminatie van merries.',
    introduction:
      'Begeleiding van merries in het dekseizoen: cycluscontrole met echografie, inseminatie met vers, gekoeld of diepvriessperma en vroege drachtigheidscontrole, meestal rond dag 14 tot 16 na de ovulatie.',
  },
  {
    id: 560,
    name: 'Laboratorium',
    description: 'Bloed-, mest- en ander laboratoriumonderzoek.',
    introduction:
      'Een eigen laboratorium geeft snel uitslag van bloedonderzoek, mestonderzoek (eitelling voor ontworming op maat), urineonderzoek en cytologie. Specialistische testen worden doorgestuurd naar een extern laboratorium.',
  },
]

export const SPECIALISATIONS: TermInput[] = [
  {
    id: 601,
    name: 'Specialist inwendige geneeskunde paard (ECEIM)',
    slug: 'specialist-inwendige-geneeskunde-eceim',
    description: 'Diplomate van het European College of Equine Internal Medicine.',
    introduction:
      'Een diplomate van het European College of Equine Internal Medicine heeft na de studie diergeneeskunde een meerjarige opleiding (residency) in de inwendige geneeskunde van het paard afgerond en een Europees specialistenexamen behaald.',
  },
  {
    id: 602,
    name: 'Specialist chirurgie (ECVS)',
    slug: 'specialist-chirurgie-ecvs',
    description: 'Diplomate van het European College of Veterinary Surgeons.',
    introduction:
      'Een diplomate van het European College of Veterinary Surgeons is een dierenarts die na een residency in de chirurgie het Europese specialistenexamen heeft behaald. Paardenchirurgen voeren onder meer koliekoperaties en artroscopieën uit.',
  },
  {
    id: 603,
    name: 'Specialist voortplanting (ECAR)',
    slug: 'specialist-voortplanting-ecar',
    description: 'Diplomate van het European College of Animal Reproduction.',
    introduction:
      'Een diplomate van het European College of Animal Reproduction is gespecialiseerd in de voortplanting: vruchtbaarheidsproblemen bij merrie en hengst, inseminatie, embryotransplantatie en complicaties rond de dracht.',
  },
  {
    id: 604,
    name: 'Specialist diagnostische beeldvorming (ECVDI)',
    slug: 'specialist-beeldvorming-ecvdi',
    description: 'Diplomate van het European College of Veterinary Diagnostic Imaging.',
    introduction:
      "Een specialist diagnostische beeldvorming is opgeleid in het maken en beoordelen van röntgenfoto's, echografie, CT en MRI. Andere dierenartsen kunnen beelden ter beoordeling aan deze specialist voorleggen.",
  },
  {
    id: 605,
    name: 'Specialist sportgeneeskunde en revalidatie (ECVSMR)',
    slug: 'specialist-sportgeneeskunde-ecvsmr',
    description: 'Diplomate van het European College of Veterinary Sports Medicine and Rehabilitation.',
    introduction:
      "Deze specialist richt zich op het sportpaard: het vaststellen van (subtiele) blessures, prestatieproblemen en het opstellen van revalidatieschema's na een blessure.",
  },
  {
    id: 606,
    name: 'Specialist tandheelkunde (EVDC)',
    slug: 'specialist-tandheelkunde-evdc',
    description: 'Diplomate van het European Veterinary Dental College, richting paard.',
    introduction:
      'Een specialist tandheelkunde paard behandelt complexe gebitsproblemen, zoals wortelontstekingen, gebroken kiezen en EOTRH, en voert extracties uit, zo mogelijk staand onder sedatie.',
  },
  {
    id: 607,
    name: 'Specialist oogheelkunde (ECVO)',
    slug: 'specialist-oogheelkunde-ecvo',
    description: 'Diplomate van het European College of Veterinary Ophthalmologists.',
    introduction:
      'Een specialist oogheelkunde onderzoekt en behandelt oogaandoeningen, zoals hoornvlieszweren, periodieke oogontsteking (maanblindheid) en tumoren rond het oog, en kan oogoperaties uitvoeren.',
  },
]

export const RECOGNITIONS: TermInput[] = [
  {
    id: 631,
    name: 'Erkende opleidingspraktijk',
    description: 'Praktijk die studenten en jonge dierenartsen opleidt.',
    introduction:
      'Een erkende opleidingspraktijk begeleidt studenten diergeneeskunde tijdens hun co-schappen en stages, en leidt pas afgestudeerde dierenartsen verder op onder supervisie.',
  },
  {
    id: 632,
    name: 'Kwaliteitskeurmerk praktijk',
    slug: 'kwaliteitskeurmerk-praktijk',
    description: 'De praktijk werkt volgens een getoetst kwaliteitssysteem.',
    introduction:
      'Praktijken met een kwaliteitskeurmerk worden periodiek getoetst op onder meer hygiëne, medicijnbeheer, stralingsveiligheid, bereikbaarheid en dossiervoering.',
  },
  {
    id: 633,
    name: 'Geaccrediteerd laboratorium',
    description: 'Laboratorium met een accreditatie volgens ISO/IEC 17025.',
    introduction:
      'Een geaccrediteerd laboratorium heeft aangetoond dat het onderzoeken betrouwbaar en herhaalbaar uitvoert volgens de norm ISO/IEC 17025, met regelmatige externe controles.',
  },
  {
    id: 634,
    name: 'EU-erkend spermawinningscentrum',
    slug: 'eu-erkend-spermawinningscentrum',
    description: 'Erkend voor het winnen van sperma voor handel binnen de EU.',
    introduction:
      'Een EU-erkend spermawinningscentrum mag sperma van hengsten winnen en verwerken voor gebruik in andere EU-lidstaten. De hengsten worden hiervoor volgens vaste protocollen op ziekten getest.',
  },
]

export const LABELS: TermInput[] = [
  {
    id: 661,
    name: 'Nieuw',
    description: 'Recent toegevoegd aan de finder.',
    introduction: 'Deze praktijk of dierenarts is recent aan de finder toegevoegd.',
  },
  {
    id: 662,
    name: 'Spoedhulp',
    description: 'Neemt ook spoedgevallen van niet-klanten aan.',
    introduction:
      'Deze kliniek neemt, na telefonisch overleg, ook spoedgevallen aan van paarden die er nog niet als patiënt bekend zijn.',
  },
  {
    id: 663,
    name: 'Partner',
    description: 'Partner van Hoefslag.',
    introduction: 'Deze kliniek werkt als partner mee aan de kennisbank en de nascholingen van Hoefslag.',
  },
]

type IssueInput = TermInput & {
  expertises: number[]
  services: number[]
  specialisations: number[]
  recognitions: number[]
}
export const ISSUES: IssueInput[] = [
  {
    id: 681,
    name: 'Koliek',
    description: 'Buikpijn: van lichte krampkoliek tot een darmverplaatsing.',
    introduction:
      'Koliek is altijd een spoedgeval. Bel de dierenarts als je paard rolt, schraapt, naar de buik kijkt of niet meer eet.',
    expertises: [501, 507],
    services: [551, 553, 555, 556, 560],
    specialisations: [601, 602],
    recognitions: [],
  },
  {
    id: 682,
    name: 'Kreupelheid',
    description: 'Onregelmatig lopen, van een hoefzweer tot een peesblessure.',
    introduction:
      'Voor kreupelheid zoek je een dierenarts met ervaring in orthopedie, met röntgen en echografie, en bij hoefproblemen een goede samenwerking met de hoefsmid.',
    expertises: [502, 508],
    services: [554, 555, 558],
    specialisations: [602, 604, 605],
    recognitions: [],
  },
  {
    id: 683,
    name: 'Hoesten',
    description: 'Hoesten, neusuitvloeiing of een verminderd uithoudingsvermogen.',
    introduction:
      'Bij hoesten kan een infectie (zoals influenza of droes) of astma (equine asthma) de oorzaak zijn. Endoscopie en laboratoriumonderzoek helpen bij de diagnose.',
    expertises: [501],
    services: [556, 560],
    specialisations: [601],
    recognitions: [633],
  },
  {
    id: 684,
    name: 'Gebitsproblemen',
    description: 'Moeilijk eten, knoeien met voer, stinkende adem of hoofdschudden.',
    introduction:
      'Knoeien met voer, een dikke kaak of een stinkende neusuitvloeiing kunnen wijzen op een gebitsprobleem. Zoek een dierenarts die gebitsbehandelingen onder sedatie uitvoert.',
    expertises: [503],
    services: [557, 554],
    specialisations: [606],
    recognitions: [],
  },
  {
    id: 685,
    name: 'Huidproblemen',
    description: 'Jeuk, kale plekken, korsten of knobbels.',
    introduction:
      'Bij jeuk, korsten, kale plekken of knobbels in de huid helpt aanvullend onderzoek, zoals een huidafkrabsel of biopt, om de oorzaak te vinden.',
    expertises: [506],
    services: [560],
    specialisations: [],
    recognitions: [633],
  },
  {
    id: 686,
    name: 'Vruchtbaarheid',
    description: 'Een merrie die niet drachtig wordt, of begeleiding bij het fokken.',
    introduction:
      'Voor fokken, inseminatie en vruchtbaarheidsproblemen zoek je een praktijk met ervaring in voortplanting, echografie en kunstmatige inseminatie.',
    expertises: [504, 509],
    services: [555, 559, 560],
    specialisations: [603],
    recognitions: [634],
  },
  {
    id: 687,
    name: 'Oogproblemen',
    description: 'Een dichtgeknepen, tranend of troebel oog.',
    introduction:
      'Een dichtgeknepen of tranend oog is een spoedgeval: laat het dezelfde dag onderzoeken om blijvende schade te voorkomen.',
    expertises: [505],
    services: [551],
    specialisations: [607],
    recognitions: [],
  },
  {
    id: 688,
    name: 'Gedragsproblemen',
    description: 'Bokken, steigeren, niet willen opzadelen of ander veranderd gedrag.',
    introduction:
      'Veranderd gedrag heeft vaak een lichamelijke oorzaak, zoals pijn aan rug, gebit of maag. Laat eerst een dierenarts meekijken voordat je met training aan de slag gaat.',
    expertises: [510, 503],
    services: [552, 556],
    specialisations: [],
    recognitions: [],
  },
]

const name = (list: TermInput[], id: number) => {
  const t = list.find((x) => x.id === id)
  if (!t) throw new Error(`unknown term ${id}`)
  return t.name
}

// ---------------------------------------------------------------- clinics

type ClinicInput = {
  id: number
  name: string
  postcode4: string
  place: string
  letters: string
  street: string
  area: string
  domain: string
  kind: 'kliniek' | 'praktijk' | 'gemengd'
  founded: number
  emergency: boolean
  saturday: boolean
  expertises: number[]
  services: number[]
  specialisations: number[]
  recognitions: number[]
  labels: number[]
  intro: string
  closing: string
}

export const CLINICS: ClinicInput[] = [
  {
    id: 3001,
    name: 'Paardenkliniek Het Hoefijzer',
    postcode4: '3881',
    place: 'Putten',
    letters: 'GK',
    street: 'Veluweweg 27',
    area: '0341',
    domain: 'hethoefijzer',
    kind: 'kliniek',
    founded: 1998,
    emergency: true,
    saturday: true,
    expertises: [501, 502, 507, 508, 509],
    services: [551, 553, 554, 555, 556, 558, 560],
    specialisations: [601, 602, 604],
    recognitions: [631, 632, 633],
    labels: [662, 663],
    intro:
      'Paardenkliniek Het Hoefijzer ligt aan de rand van de Veluwe, vlak bij de A28. De kliniek begon in 1998 als ambulante praktijk en groeide uit tot een verwijskliniek met twaalf opnameboxen, een inductie- en ontwaakbox en een eigen operatiekamer.',
    closing:
      'Eigenaren kunnen rechtstreeks een afspraak maken; veel paarden komen ook binnen na een verwijzing door hun eigen dierenarts, die na afloop een verslag ontvangt.',
  },
  {
    id: 3002,
    name: 'Dierenartsenpraktijk Het Veld',
    postcode4: '3772',
    place: 'Barneveld',
    letters: 'LT',
    street: 'Harselaarseweg 14',
    area: '0342',
    domain: 'hetveld',
    kind: 'gemengd',
    founded: 1986,
    emergency: true,
    saturday: true,
    expertises: [501, 503, 504],
    services: [551, 552, 554, 555, 557, 559],
    specialisations: [],
    recognitions: [631],
    labels: [],
    intro:
      'Dierenartsenpraktijk Het Veld is een gemengde praktijk in de Gelderse Vallei, met dierenartsen voor landbouwhuisdieren, gezelschapsdieren en paarden. Het paardenteam werkt vooral ambulant en kent veel stallen in de omgeving al jaren.',
    closing:
      'Voor een operatie of opname werkt de praktijk nauw samen met een paardenkliniek in de regio; de nazorg gebeurt weer vertrouwd op eigen stal.',
  },
  {
    id: 3003,
    name: 'Paardenpraktijk De Achterhoek',
    postcode4: '7121',
    place: 'Aalten',
    letters: 'CP',
    street: 'Bredevoortsestraatweg 52',
    area: '0543',
    domain: 'paardenpraktijkachterhoek',
    kind: 'praktijk',
    founded: 2024,
    emergency: false,
    saturday: false,
    expertises: [501, 503, 510],
    services: [552, 554, 555, 557],
    specialisations: [],
    recognitions: [],
    labels: [661],
    intro:
      'Paardenpraktijk De Achterhoek is een jonge, ambulante praktijk die in 2024 werd opgericht door twee paardendierenartsen die beiden in de regio zijn opgegroeid. De praktijk bedient recreatieve ruiters, fokkers en pensionstallen tussen Winterswijk, Aalten en Doetinchem.',
    closing:
      'De praktijk neemt de tijd voor uitleg en stuurt na elk bezoek een kort verslag met de afspraken per e-mail.',
  },
  {
    id: 3004,
    name: 'Paardenkliniek De Kempen',
    postcode4: '5061',
    place: 'Oisterwijk',
    letters: 'RM',
    street: 'Heikantseweg 8',
    area: '013',
    domain: 'paardenkliniekdekempen',
    kind: 'kliniek',
    founded: 1991,
    emergency: true,
    saturday: true,
    expertises: [501, 502, 505, 506, 507, 508, 509],
    services: [551, 553, 554, 555, 556, 558, 560],
    specialisations: [601, 602, 604, 605, 607],
    recognitions: [631, 632, 633],
    labels: [662, 663],
    intro:
      'Paardenkliniek De Kempen is een verwijskliniek met specialisten in chirurgie, inwendige geneeskunde, sportgeneeskunde, beeldvorming en oogheelkunde. De kliniek heeft twee operatiekamers, een overdekte longeerpiste en een harde en zachte bodem voor bewegingsonderzoek.',
    closing:
      'Verwijzende dierenartsen kunnen dag en nacht overleggen met de dienstdoende specialist en krijgen beelden en verslagen digitaal toegestuurd.',
  },
  {
    id: 3005,
    name: 'Dierenartsenpraktijk De Peel',
    postcode4: '5751',
    place: 'Deurne',
    letters: 'BJ',
    street: 'Helmondseweg 41',
    area: '0493',
    domain: 'dapdepeel',
    kind: 'gemengd',
    founded: 1979,
    emergency: true,
    saturday: true,
    expertises: [501, 503, 504],
    services: [551, 552, 554, 555, 557, 559],
    specialisations: [],
    recognitions: [632],
    labels: [],
    intro:
      'Dierenartsenpraktijk De Peel is een familiepraktijk die al sinds 1979 paarden, landbouwhuisdieren en gezelschapsdieren in Oost-Brabant verzorgt. De paardendierenartsen rijden dagelijks visites in de regio Deurne, Helmond en Gemert.',
    closing:
      'In het voorjaar organiseert de praktijk vaccinatie- en gebitsdagen op grotere stallen, zodat eigenaren voordeliger uit zijn.',
  },
  {
    id: 3006,
    name: 'Paardenpraktijk Maasland',
    postcode4: '5401',
    place: 'Uden',
    letters: 'HW',
    street: 'Boekelsedijk 19',
    area: '0413',
    domain: 'paardenpraktijkmaasland',
    kind: 'praktijk',
    founded: 2003,
    emergency: true,
    saturday: true,
    expertises: [501, 504, 509],
    services: [552, 553, 555, 559, 560],
    specialisations: [603],
    recognitions: [633, 634],
    labels: [],
    intro:
      'Paardenpraktijk Maasland is gespecialiseerd in voortplanting. In het dekseizoen staan er dagelijks merries op stal voor cyclusbegeleiding en inseminatie, en de praktijk heeft een EU-erkend spermawinningscentrum voor hengsten.',
    closing:
      'Merries kunnen tijdens de inseminatieperiode op de praktijk verblijven; veulens en drachtige merries worden ook buiten het seizoen begeleid.',
  },
  {
    id: 3007,
    name: 'Paardenkliniek Noord-Limburg',
    postcode4: '5801',
    place: 'Venray',
    letters: 'AD',
    street: 'Overloonseweg 63',
    area: '0478',
    domain: 'paardenklinieknoordlimburg',
    kind: 'kliniek',
    founded: 2009,
    emergency: true,
    saturday: true,
    expertises: [501, 502, 507, 508],
    services: [551, 553, 554, 555, 556, 558],
    specialisations: [602, 605],
    recognitions: [632],
    labels: [663],
    intro:
      'Paardenkliniek Noord-Limburg is een moderne kliniek aan de rand van Venray, gericht op sportpaarden en chirurgie. De kliniek heeft een operatiekamer, acht opnameboxen en een rijbaan waar paarden onder het zadel kunnen worden beoordeeld.',
    closing:
      'Voor revalidatie na een blessure stelt de kliniek samen met de eigenaar een schema op, met controles op vaste momenten.',
  },
  {
    id: 3008,
    name: 'Dierenartsenpraktijk Heuvelland',
    postcode4: '6191',
    place: 'Beek',
    letters: 'KN',
    street: 'Maastrichterlaan 12',
    area: '046',
    domain: 'dapheuvelland',
    kind: 'praktijk',
    founded: 2012,
    emergency: true,
    saturday: false,
    expertises: [501, 503, 506],
    services: [552, 554, 555, 557],
    specialisations: [],
    recognitions: [],
    labels: [],
    intro:
      'Dierenartsenpraktijk Heuvelland is een kleine ambulante paardenpraktijk in Zuid-Limburg. De dierenarts kent de pensionstallen, maneges en particuliere stallen in het heuvelland al jaren.',
    closing:
      'Omdat de praktijk klein is, zie je vrijwel altijd dezelfde dierenarts, die de voorgeschiedenis van je paard kent.',
  },
  {
    id: 3009,
    name: 'Paardenpraktijk Kromme Rijn',
    postcode4: '3991',
    place: 'Houten',
    letters: 'EZ',
    street: 'Koppeldijk 5',
    area: '030',
    domain: 'paardenpraktijkkrommerijn',
    kind: 'praktijk',
    founded: 2006,
    emergency: false,
    saturday: true,
    expertises: [502, 503, 508],
    services: [552, 554, 555, 557, 558],
    specialisations: [606],
    recognitions: [631],
    labels: [],
    intro:
      'Paardenpraktijk Kromme Rijn begeleidt vooral sportpaarden en hun ruiters in de regio Utrecht. De praktijk combineert ambulante zorg met een eigen onderzoeksruimte, een longeercirkel en een stuk harde bodem voor bewegingsonderzoek.',
    closing:
      'Buiten openingstijden wordt de spoeddienst waargenomen door een samenwerkende kliniek; het nummer hoor je op het antwoordapparaat.',
  },
  {
    id: 3010,
    name: 'Paardenkliniek Eemland',
    postcode4: '3831',
    place: 'Leusden',
    letters: 'TB',
    street: 'Asschatterweg 31',
    area: '033',
    domain: 'paardenkliniekeemland',
    kind: 'kliniek',
    founded: 1995,
    emergency: true,
    saturday: true,
    expertises: [501, 502, 505, 507, 509],
    services: [551, 553, 554, 555, 556, 560],
    specialisations: [601, 602, 604],
    recognitions: [631, 633],
    labels: [662],
    intro:
      'Paardenkliniek Eemland ligt tussen Amersfoort en de Utrechtse Heuvelrug en is bekend om de intensieve zorg voor koliekpatiënten en zieke veulens. De kliniek heeft een aparte isolatiestal voor paarden met een (verdenking op een) besmettelijke ziekte, zoals droes.',
    closing: 'Bezoek aan opgenomen paarden is mogelijk na overleg; in de isolatiestal gelden strikte hygiëneregels.',
  },
  {
    id: 3011,
    name: 'Paardenpraktijk Salland',
    postcode4: '8101',
    place: 'Raalte',
    letters: 'NV',
    street: 'Heinoseweg 22',
    area: '0572',
    domain: 'paardenpraktijksalland',
    kind: 'praktijk',
    founded: 2001,
    emergency: true,
    saturday: true,
    expertises: [501, 503, 504],
    services: [551, 552, 554, 555, 557, 559],
    specialisations: [],
    recognitions: [632],
    labels: [],
    intro:
      'Paardenpraktijk Salland is een ambulante paardenpraktijk in het hart van Salland, met veel fokkers en recreatieruiters als klant. In het voorjaar begeleidt de praktijk merries voor inseminatie op de eigen stal van de eigenaar.',
    closing:
      'Ontwormen gebeurt bij de praktijk op basis van mestonderzoek; eigenaren kunnen mestpotjes afgeven bij de balie.',
  },
  {
    id: 3012,
    name: 'Dierenartsenpraktijk De Marke',
    postcode4: '7481',
    place: 'Haaksbergen',
    letters: 'PG',
    street: 'Enschedesestraat 88',
    area: '053',
    domain: 'dapdemarke',
    kind: 'gemengd',
    founded: 2025,
    emergency: true,
    saturday: true,
    expertises: [501, 506, 510],
    services: [552, 555, 560],
    specialisations: [],
    recognitions: [],
    labels: [661],
    intro:
      'Dierenartsenpraktijk De Marke opende in 2025 in Haaksbergen en verzorgt gezelschapsdieren en paarden in Zuid-Twente. De paardendierenarts heeft bijzondere belangstelling voor huidproblemen en voor paarden met gedragsveranderingen.',
    closing:
      'Een eerste kennismakingsbezoek op stal, waarbij ook de huisvesting en het rantsoen worden besproken, kan al worden gepland.',
  },
  {
    id: 3013,
    name: 'Paardenkliniek Fryslân',
    postcode4: '8441',
    place: 'Heerenveen',
    letters: 'AM',
    street: 'Jousterweg 70',
    area: '0513',
    domain: 'paardenkliniekfryslan',
    kind: 'kliniek',
    founded: 1989,
    emergency: true,
    saturday: true,
    expertises: [501, 502, 504, 506, 507],
    services: [551, 553, 554, 555, 556, 559, 560],
    specialisations: [601, 603],
    recognitions: [631, 634],
    labels: [662],
    intro:
      'Paardenkliniek Fryslân behandelt paarden van alle rassen, maar heeft door de ligging veel ervaring met het Friese paard. Aandoeningen die bij dit ras vaker voorkomen, zoals mok en mijt in het behang, krijgen bijzondere aandacht.',
    closing:
      'In het dekseizoen heeft de kliniek een aparte afdeling voor merries met veulens, zodat zij rustig en los van de zieke patiënten staan.',
  },
  {
    id: 3014,
    name: 'Dierenartsenpraktijk Súdwest',
    postcode4: '8601',
    place: 'Sneek',
    letters: 'VR',
    street: 'Leeuwarderweg 9',
    area: '0515',
    domain: 'dapsudwest',
    kind: 'gemengd',
    founded: 1983,
    emergency: true,
    saturday: true,
    expertises: [501, 503, 509],
    services: [551, 552, 554, 555, 557],
    specialisations: [],
    recognitions: [],
    labels: [],
    intro:
      "Dierenartsenpraktijk Súdwest is een gemengde praktijk in Sneek met een vast paardenteam. De praktijk verzorgt paarden en pony's in de Zuidwesthoek van Friesland, van fokkerijen met Friese paarden tot kinderpony's.",
    closing:
      'Voor complexe gevallen werkt de praktijk samen met een specialist voortplanting die wekelijks spreekuur houdt.',
  },
  {
    id: 3015,
    name: 'Paardenkliniek Zuidlaren',
    postcode4: '9471',
    place: 'Zuidlaren',
    letters: 'KE',
    street: 'Groningerstraat 104',
    area: '050',
    domain: 'paardenkliniekzuidlaren',
    kind: 'kliniek',
    founded: 1993,
    emergency: true,
    saturday: true,
    expertises: [501, 502, 507, 509],
    services: [551, 553, 554, 555, 556, 558, 560],
    specialisations: [602, 604],
    recognitions: [632, 633],
    labels: [],
    intro:
      'Paardenkliniek Zuidlaren is een kliniek voor Noord-Nederland, met een operatiekamer en tien opnameboxen. De kliniek ligt op korte afstand van de A28 en is goed bereikbaar met de trailer.',
    closing:
      'Eigen dierenartsen kunnen patiënten rechtstreeks aanmelden; de kliniek overlegt na ontslag over de nazorg thuis.',
  },
  {
    id: 3016,
    name: 'Dierenartsenpraktijk Reestdal',
    postcode4: '7941',
    place: 'Meppel',
    letters: 'GH',
    street: 'Havelterweg 33',
    area: '0522',
    domain: 'dapreestdal',
    kind: 'gemengd',
    founded: 1997,
    emergency: true,
    saturday: true,
    expertises: [501, 503, 504],
    services: [551, 552, 555, 557, 559],
    specialisations: [],
    recognitions: [],
    labels: [],
    intro:
      'Dierenartsenpraktijk Reestdal verzorgt paarden, landbouwhuisdieren en gezelschapsdieren in de kop van Drenthe en de aangrenzende delen van Overijssel en Friesland. De paardendierenarts combineert algemene paardenzorg met fokbegeleiding.',
    closing: 'Voor röntgenonderzoek en opname verwijst de praktijk naar een kliniek in de regio.',
  },
  {
    id: 3017,
    name: 'Dierenartsenpraktijk Veenkoloniën',
    postcode4: '9641',
    place: 'Veendam',
    letters: 'CL',
    street: 'Zuidwending 18',
    area: '0598',
    domain: 'dapveenkolonien',
    kind: 'gemengd',
    founded: 1988,
    emergency: true,
    saturday: true,
    expertises: [501, 504, 506],
    services: [551, 552, 554, 555, 559],
    specialisations: [],
    recognitions: [],
    labels: [],
    intro:
      'Dierenartsenpraktijk Veenkoloniën is een gemengde praktijk in Veendam die al decennia paarden verzorgt in Oost-Groningen. Twee dierenartsen richten zich op paarden; een chirurg uit een verwijskliniek opereert op afspraak op de praktijk.',
    closing:
      'De praktijk houdt in het voorjaar informatieavonden voor paardeneigenaren over onderwerpen als ontworming en vaccinatie.',
  },
  {
    id: 3018,
    name: 'Paardenpraktijk Westerkwartier',
    postcode4: '9801',
    place: 'Zuidhorn',
    letters: 'BT',
    street: 'Hoofdstraat 140',
    area: '0594',
    domain: 'paardenpraktijkwesterkwartier',
    kind: 'praktijk',
    founded: 2025,
    emergency: false,
    saturday: false,
    expertises: [502, 503, 508],
    services: [552, 554, 555, 557, 558],
    specialisations: [],
    recognitions: [],
    labels: [661],
    intro:
      'Paardenpraktijk Westerkwartier is een ambulante praktijk voor sport- en recreatiepaarden ten westen van de stad Groningen. De dierenarts werkt veel samen met hoefsmeden en fysiotherapeuten uit de regio.',
    closing: 'Buiten openingstijden verwijst het antwoordapparaat naar de regionale spoeddienst voor paarden.',
  },
  {
    id: 3019,
    name: 'Paardenpraktijk De Kop',
    postcode4: '1741',
    place: 'Schagen',
    letters: 'PB',
    street: 'Lagedijk 25',
    area: '0224',
    domain: 'paardenpraktijkdekop',
    kind: 'praktijk',
    founded: 2010,
    emergency: true,
    saturday: true,
    expertises: [501, 503, 506],
    services: [551, 552, 554, 555, 557],
    specialisations: [],
    recognitions: [],
    labels: [],
    intro:
      "Paardenpraktijk De Kop verzorgt paarden en pony's in de kop van Noord-Holland, van Den Helder tot Heerhugowaard. Het open polderlandschap met veel wind en natte weides zorgt voor eigen uitdagingen, zoals mok in het najaar.",
    closing: 'In het najaar houdt de praktijk een informatieavond over mok en huidverzorging in de natte maanden.',
  },
  {
    id: 3020,
    name: 'Paardenkliniek Het Gooi',
    postcode4: '1251',
    place: 'Laren',
    letters: 'HX',
    street: 'Eemnesserweg 56',
    area: '035',
    domain: 'paardenkliniekhetgooi',
    kind: 'kliniek',
    founded: 2000,
    emergency: true,
    saturday: true,
    expertises: [501, 502, 505, 507, 508],
    services: [551, 553, 554, 555, 556, 558, 560],
    specialisations: [601, 602, 605, 607],
    recognitions: [631, 633],
    labels: [663],
    intro:
      "Paardenkliniek Het Gooi is een verwijskliniek met specialisten in chirurgie, inwendige geneeskunde en sportgeneeskunde. Veel patiënten zijn sportpaarden uit de dressuur en springsport, maar ook recreatiepaarden en pony's zijn van harte welkom.",
    closing:
      'De kliniek werkt met vaste aanspreekpunten: iedere opgenomen patiënt heeft één behandelend dierenarts die de eigenaar dagelijks op de hoogte houdt.',
  },
  {
    id: 3021,
    name: 'Paardenpraktijk Het Groene Hart',
    postcode4: '2411',
    place: 'Bodegraven',
    letters: 'NC',
    street: 'Oud Bodegraafseweg 11',
    area: '0172',
    domain: 'paardenpraktijkgroenehart',
    kind: 'praktijk',
    founded: 2008,
    emergency: false,
    saturday: true,
    expertises: [501, 502, 503, 510],
    services: [552, 554, 555, 557],
    specialisations: [],
    recognitions: [632],
    labels: [],
    intro:
      'Paardenpraktijk Het Groene Hart is een ambulante praktijk tussen Gouda, Woerden en Alphen aan den Rijn. De praktijk heeft veel ervaring met oudere paarden en met paarden die gedragsveranderingen laten zien.',
    closing:
      'Voor spoed buiten kantoortijden werkt de praktijk met een waarneemregeling met collega-praktijken; het nummer staat op de website.',
  },
  {
    id: 3022,
    name: 'Dierenartsenpraktijk Hoeksche Waard',
    postcode4: '3261',
    place: 'Oud-Beijerland',
    letters: 'LP',
    street: 'Oostdijk 47',
    area: '0186',
    domain: 'daphoekschewaard',
    kind: 'gemengd',
    founded: 1992,
    emergency: true,
    saturday: true,
    expertises: [501, 504, 509],
    services: [551, 552, 555, 559],
    specialisations: [],
    recognitions: [],
    labels: [],
    intro:
      'Dierenartsenpraktijk Hoeksche Waard is een gemengde praktijk die paarden, schapen, geiten en gezelschapsdieren op het eiland verzorgt. Voor paarden ligt de nadruk op algemene zorg, fokkerij en de begeleiding van veulens.',
    closing:
      'Rond het veulenen kun je de praktijk ook vragen om de biestopname van het veulen te laten controleren met een IgG-test.',
  },
  {
    id: 3023,
    name: 'Dierenartsenpraktijk De Bevelanden',
    postcode4: '4461',
    place: 'Goes',
    letters: 'WR',
    street: 'Kloetingseweg 72',
    area: '0113',
    domain: 'dapdebevelanden',
    kind: 'gemengd',
    founded: 1976,
    emergency: true,
    saturday: true,
    expertises: [501, 503, 504, 506],
    services: [551, 552, 554, 555, 557, 559],
    specialisations: [],
    recognitions: [632],
    labels: [],
    intro:
      'Dierenartsenpraktijk De Bevelanden is een van de oudste gemengde praktijken van Zeeland. Het paardenteam werkt op Zuid- en Noord-Beveland en Walcheren en bezoekt zowel fokkers als maneges en particuliere stallen.',
    closing:
      'De praktijk heeft een onderzoeksstal waar paarden voor röntgenonderzoek of een gebitsbehandeling kunnen worden gebracht.',
  },
  {
    id: 3024,
    name: 'Paardenpraktijk Zeeuws-Vlaanderen',
    postcode4: '4561',
    place: 'Hulst',
    letters: 'AH',
    street: 'Absdaalseweg 6',
    area: '0114',
    domain: 'paardenpraktijkzvl',
    kind: 'praktijk',
    founded: 2015,
    emergency: false,
    saturday: false,
    expertises: [501, 502, 508],
    services: [552, 554, 555, 558],
    specialisations: [],
    recognitions: [],
    labels: [],
    intro:
      'Paardenpraktijk Zeeuws-Vlaanderen is een ambulante praktijk in Oost-Zeeuws-Vlaanderen, vlak bij de Belgische grens. De praktijk begeleidt veel springpaarden en werkt nauw samen met hoefsmeden in de regio.',
    closing:
      'Voor spoed buiten openingstijden kun je terecht bij de waarnemende praktijk; het nummer hoor je op het antwoordapparaat.',
  },
  {
    id: 3025,
    name: 'Paardenkliniek De Polder',
    postcode4: '8251',
    place: 'Dronten',
    letters: 'JK',
    street: 'Swifterringweg 15',
    area: '0321',
    domain: 'paardenkliniekdepolder',
    kind: 'kliniek',
    founded: 2026,
    emergency: true,
    saturday: true,
    expertises: [501, 502, 504, 507, 509],
    services: [551, 553, 554, 555, 556, 559, 560],
    specialisations: [602, 603],
    recognitions: [631, 634],
    labels: [661, 662],
    intro:
      'Paardenkliniek De Polder opende in 2026 in Dronten en is daarmee de nieuwste paardenkliniek van Flevoland. Het gebouw is ontworpen met veel daglicht, ruime boxen en een aparte afdeling voor merries en veulens.',
    closing: 'De kliniek is goed bereikbaar vanuit Flevoland, de Noordoostpolder en de kop van Overijssel.',
  },
]

const facilities: Record<number, string> = {
  553: 'opnameboxen voor paarden die intensieve zorg nodig hebben',
  554: 'digitale röntgenapparatuur',
  555: 'echografie',
  556: 'endoscopie en gastroscopie',
  560: 'een eigen laboratorium voor bloed- en mestonderzoek',
  558: "een beslagruimte waar de hoefsmid op afspraak beslag legt op basis van röntgenfoto's",
}

const SPEC_SHORT: Record<number, string> = {
  601: 'inwendige geneeskunde',
  602: 'chirurgie',
  603: 'voortplanting',
  604: 'diagnostische beeldvorming',
  605: 'sportgeneeskunde',
  606: 'tandheelkunde',
  607: 'oogheelkunde',
}

/** A few wordings per paragraph, picked by clinic id, so the 25 profiles do not read as copies. */
const variant = (c: ClinicInput, list: string[]) => list[c.id % list.length] ?? ''

function clinicText(c: ClinicInput, phone: string, horseVets: number): string {
  const parts: string[] = [`<p>${c.intro}</p>`]
  const fac = c.services.filter((s) => facilities[s]).map((s) => facilities[s] as string)
  const where = c.kind === 'kliniek' ? 'kliniek' : 'praktijk'
  const tel = `<a href="tel:${phone.replace(/-/g, '')}">${phone}</a>`
  if (c.kind === 'kliniek') {
    parts.push(
      `<p>Voor diagnostiek en behandeling beschikt de kliniek over ${joinNl(fac)}. ${variant(c, [
        'Zo kunnen onderzoek, behandeling en opname op één plek plaatsvinden.',
        'Daardoor kan een paard vaak dezelfde dag worden onderzocht, behandeld en zo nodig opgenomen.',
        'Onderzoek, behandeling en nazorg liggen zo in één hand.',
      ])}</p>`,
    )
  } else {
    const onSite = fac.filter((f) => !f.startsWith('opnameboxen') && !f.startsWith('een beslagruimte'))
    const who = horseVets === 1 ? 'De paardendierenarts komt' : 'De dierenartsen komen'
    parts.push(
      `<p>${who} bij je op stal met een ingerichte praktijkauto${onSite.length ? `, met onder meer ${joinNl(onSite)}` : ''}. ${variant(
        c,
        [
          'Vaccinaties, gebitscontroles, mestonderzoek en een eerste kreupelheidsonderzoek kunnen zo gewoon thuis plaatsvinden.',
          'Zo kan veel werk, van vaccineren tot een eerste kreupelheidsonderzoek, gewoon in de vertrouwde omgeving van het paard gebeuren.',
        ],
      )}</p>`,
    )
  }
  const exp = c.expertises.map((id) => name(EXPERTISES, id).toLowerCase())
  const specs = c.specialisations.map((id) => SPEC_SHORT[id] ?? '')
  const team = horseVets === 1 ? 'De dierenarts heeft' : 'Het team heeft'
  parts.push(
    `<h2>Expertise</h2><p>${team} bijzondere ervaring met ${joinNl(exp)}.${specs.length ? ` Binnen de ${where} ${specs.length === 1 ? 'werkt een Europees erkende specialist' : 'werken Europees erkende specialisten'} op het gebied van ${joinNl(specs)}.` : ''}</p>`,
  )
  parts.push(
    c.emergency
      ? `<h2>Spoed</h2><p>${variant(c, [
          `Voor spoedgevallen, zoals koliek, een diepe wond, een plotseling zeer kreupel paard of een moeizame bevalling, is de ${where} dag en nacht bereikbaar via ${tel}. Bel bij twijfel altijd eerst, zodat de dienstdoende dierenarts kan inschatten hoe snel hulp nodig is.`,
          `De ${where} heeft een eigen spoeddienst en is dag en nacht, ook in het weekend, bereikbaar via ${tel}. Bel bij koliek, een diepe wond of een plotseling zeer kreupel paard direct, en niet pas als het morgen nog niet beter is.`,
          `Bij spoed, zoals koliek, een verwonding bij een gewricht of een moeizame bevalling, bel je ${tel}. Buiten kantoortijden word je doorgeschakeld naar de dienstdoende dierenarts.`,
        ])}</p>`
      : `<h2>Spoed</h2><p>Tijdens openingstijden bel je bij spoed naar ${tel}.${c.closing.startsWith('Buiten') || c.closing.startsWith('Voor spoed') ? '' : ' Buiten openingstijden wordt de spoeddienst waargenomen door collega-praktijken in de regio.'}</p>`,
  )
  parts.push(`<p>${c.closing}</p>`)
  const street = c.street.replace(/ \d+$/, '')
  parts.push(
    c.kind === 'kliniek'
      ? `<h2>Praktische informatie</h2><p>Je vindt de kliniek aan de ${street} in ${c.place}. ${variant(c, [
          "Er is ruime parkeergelegenheid voor auto's met trailer en een laadplaats bij de ingang.",
          'Op het terrein is plaats om met een trailer of vrachtwagen te keren en te parkeren.',
        ])} Neem bij een eerste bezoek het paspoort van je paard mee.</p>`
      : `<h2>Praktische informatie</h2><p>De praktijk is gevestigd aan de ${street} in ${c.place}. ${variant(c, [
          'Een bezoek op stal plan je bij voorkeur een dag van tevoren; routinewerk zoals vaccinaties wordt per regio ingepland, zodat de voorrijkosten laag blijven.',
          'Afspraken voor een stalbezoek maak je telefonisch of per e-mail. Houd bij een bezoek het paspoort van je paard bij de hand.',
        ])}</p>`,
  )
  return parts.join('\n')
}

const openingHours = (c: ClinicInput) => {
  const week = c.kind === 'kliniek' ? '08.00–17.30 uur' : '08.00–17.00 uur'
  const days = ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag'].map((day) => ({ day, hours: week }))
  const spoed = c.emergency ? 'Alleen spoed, 24 uur bereikbaar' : 'Gesloten'
  days.push({ day: 'Zaterdag', hours: c.saturday ? '09.00–12.00 uur' : spoed })
  days.push({ day: 'Zondag', hours: spoed })
  return days
}

const phoneOf = (area: string) => {
  const digits = 10 - area.length
  let n = String(int(2, 8))
  while (n.length < digits) n += String(int(0, 9))
  return `${area}-${n}`
}

// ---------------------------------------------------------------- vets

type VetInput = {
  id: number
  first: string
  last: string
  g: 'f' | 'm'
  fn: string
  clinics: number[]
  exp: number[]
  spec?: number[]
  labels?: number[]
  uni?: 'Utrecht' | 'Gent'
  /** what the bio says the vet mainly does, instead of the phrases of the expertises */
  focus?: string
  /** media id of the portrait, when the vet has one elsewhere on the site */
  image?: number
}

export const VETS: VetInput[] = [
  {
    id: 3101,
    first: 'Marloes',
    last: 'van der Linden',
    g: 'f',
    fn: 'Specialist inwendige geneeskunde',
    clinics: [3001],
    exp: [501, 509],
    spec: [601],
  },
  // Maarten Jansen and Anouk de Vries are also Hoefslag authors (users 5 and 2): same portrait as their author profile.
  {
    id: 3102,
    first: 'Maarten',
    last: 'Jansen',
    g: 'm',
    fn: 'Specialist chirurgie',
    clinics: [3001, 3002],
    exp: [507, 502],
    spec: [602],
    image: 131,
  },
  { id: 3103, first: 'Eva', last: 'Schouten', g: 'f', fn: 'Paardendierenarts', clinics: [3001], exp: [502, 508] },
  {
    id: 3104,
    first: 'Wouter',
    last: 'Gerritsen',
    g: 'm',
    fn: 'Specialist diagnostische beeldvorming',
    clinics: [3001, 3010],
    exp: [502],
    spec: [604],
  },
  {
    id: 3105,
    first: 'Gijs',
    last: 'van Leeuwen',
    g: 'm',
    fn: 'Dierenarts anesthesie en intensieve zorg',
    clinics: [3001],
    exp: [507, 501],
    focus:
      'de anesthesie tijdens operaties en de intensieve zorg voor opgenomen paarden, zoals koliekpatiënten na een operatie',
  },
  {
    id: 3106,
    first: 'Gerben',
    last: 'van den Brink',
    g: 'm',
    fn: 'Praktijkeigenaar en dierenarts',
    clinics: [3002],
    exp: [501, 504],
  },
  { id: 3107, first: 'Lieke', last: 'Hofman', g: 'f', fn: 'Paardendierenarts', clinics: [3002], exp: [503] },
  {
    id: 3108,
    first: 'Stijn',
    last: 'Nijhuis',
    g: 'm',
    fn: 'Paardendierenarts en mede-eigenaar',
    clinics: [3003],
    exp: [501, 503],
    labels: [661],
  },
  {
    id: 3109,
    first: 'Renske',
    last: 'Lammers',
    g: 'f',
    fn: 'Paardendierenarts, aandachtsgebied gedrag',
    clinics: [3003],
    exp: [510, 501],
    labels: [661],
  },
  {
    id: 3110,
    first: 'Hans',
    last: 'Verhagen',
    g: 'm',
    fn: 'Specialist chirurgie',
    clinics: [3004, 3006],
    exp: [507, 502],
    spec: [602],
  },
  {
    id: 3111,
    first: 'Anouk',
    last: 'de Vries',
    g: 'f',
    fn: 'Specialist inwendige geneeskunde',
    clinics: [3004],
    exp: [501, 509],
    spec: [601],
    image: 130,
    focus:
      'inwendige ziekten zoals koliek, ademhalingsproblemen en hormoonziekten als EMS en PPID, waarin zij zich extra heeft verdiept',
  },
  {
    id: 3112,
    first: 'Joost',
    last: 'Peeters',
    g: 'm',
    fn: 'Specialist sportgeneeskunde',
    clinics: [3004],
    exp: [508, 502],
    spec: [605],
    uni: 'Gent',
  },
  {
    id: 3113,
    first: 'Manon',
    last: 'Claassen',
    g: 'f',
    fn: 'Specialist oogheelkunde',
    clinics: [3004, 3020],
    exp: [505],
    spec: [607],
  },
  {
    id: 3114,
    first: 'Ruud',
    last: 'Hermans',
    g: 'm',
    fn: 'Specialist diagnostische beeldvorming',
    clinics: [3004],
    exp: [502],
    spec: [604],
  },
  { id: 3115, first: 'Fleur', last: 'van Gorp', g: 'f', fn: 'Paardendierenarts', clinics: [3004], exp: [506, 501] },
  {
    id: 3116,
    first: 'Martijn',
    last: 'Verhoeven',
    g: 'm',
    fn: 'Praktijkeigenaar en dierenarts',
    clinics: [3005],
    exp: [501, 504],
  },
  { id: 3117, first: 'Kim', last: 'Smeets', g: 'f', fn: 'Paardendierenarts', clinics: [3005], exp: [503] },
  {
    id: 3118,
    first: 'Annemiek',
    last: 'van der Heijden',
    g: 'f',
    fn: 'Specialist voortplanting',
    clinics: [3006],
    exp: [504, 509],
    spec: [603],
  },
  { id: 3119, first: 'Teun', last: 'van Erp', g: 'm', fn: 'Dierenarts voortplanting', clinics: [3006], exp: [504] },
  {
    id: 3120,
    first: 'Sander',
    last: 'Geerts',
    g: 'm',
    fn: 'Specialist chirurgie',
    clinics: [3007],
    exp: [507],
    spec: [602],
    uni: 'Gent',
  },
  {
    id: 3121,
    first: 'Noor',
    last: 'Wijnands',
    g: 'f',
    fn: 'Specialist sportgeneeskunde',
    clinics: [3007, 3009],
    exp: [508, 502],
    spec: [605],
  },
  { id: 3122, first: 'Luuk', last: 'Jacobs', g: 'm', fn: 'Paardendierenarts', clinics: [3007], exp: [501] },
  {
    id: 3123,
    first: 'Esther',
    last: 'Lemmens',
    g: 'f',
    fn: 'Praktijkeigenaar en paardendierenarts',
    clinics: [3008],
    exp: [501, 506],
    uni: 'Gent',
  },
  { id: 3124, first: 'Jasper', last: 'Koster', g: 'm', fn: 'Paardendierenarts', clinics: [3009], exp: [502, 508] },
  {
    id: 3125,
    first: 'Suzanne',
    last: 'Verbeek',
    g: 'f',
    fn: 'Specialist tandheelkunde paard',
    clinics: [3009],
    exp: [503],
    spec: [606],
  },
  {
    id: 3126,
    first: 'Merel',
    last: 'Jonker',
    g: 'f',
    fn: 'Specialist inwendige geneeskunde',
    clinics: [3010],
    exp: [501],
    spec: [601],
  },
  {
    id: 3127,
    first: 'Erik',
    last: 'Kok',
    g: 'm',
    fn: 'Specialist chirurgie',
    clinics: [3010],
    exp: [507, 502],
    spec: [602],
  },
  {
    id: 3128,
    first: 'Sophie',
    last: 'van Wijk',
    g: 'f',
    fn: 'Paardendierenarts, aandachtsgebied veulens',
    clinics: [3010],
    exp: [509, 501],
  },
  {
    id: 3129,
    first: 'Marijke',
    last: 'Postma',
    g: 'f',
    fn: 'Dierenarts diagnostische beeldvorming',
    clinics: [3010],
    exp: [502, 501],
    focus:
      "diagnostische beeldvorming: echografie en röntgen, en het beoordelen van MRI-beelden in overleg met verwijzende collega's",
  },
  {
    id: 3130,
    first: 'Harm',
    last: 'Scholten',
    g: 'm',
    fn: 'Praktijkeigenaar en paardendierenarts',
    clinics: [3011],
    exp: [501, 504],
  },
  { id: 3131, first: 'Ilse', last: 'Kamphuis', g: 'f', fn: 'Paardendierenarts', clinics: [3011], exp: [503] },
  {
    id: 3132,
    first: 'Marieke',
    last: 'Bruggink',
    g: 'f',
    fn: 'Dierenarts',
    clinics: [3012],
    exp: [506, 510],
    labels: [661],
  },
  {
    id: 3133,
    first: 'Sjoerd',
    last: 'Hoekstra',
    g: 'm',
    fn: 'Specialist inwendige geneeskunde',
    clinics: [3013],
    exp: [501],
    spec: [601],
  },
  {
    id: 3134,
    first: 'Nienke',
    last: 'Dijkstra',
    g: 'f',
    fn: 'Specialist voortplanting',
    clinics: [3013, 3014],
    exp: [504, 509],
    spec: [603],
  },
  { id: 3135, first: 'Hidde', last: 'Postma', g: 'm', fn: 'Paardendierenarts', clinics: [3013], exp: [502, 507] },
  { id: 3136, first: 'Sietske', last: 'Zijlstra', g: 'f', fn: 'Paardendierenarts', clinics: [3013], exp: [506, 501] },
  { id: 3137, first: 'Jelle', last: 'Boersma', g: 'm', fn: 'Paardendierenarts', clinics: [3014], exp: [501, 503] },
  { id: 3138, first: 'Anne', last: 'Veenstra', g: 'f', fn: 'Dierenarts', clinics: [3014], exp: [509], labels: [661] },
  {
    id: 3139,
    first: 'Geert',
    last: 'Huisman',
    g: 'm',
    fn: 'Specialist chirurgie',
    clinics: [3015, 3017],
    exp: [507],
    spec: [602],
  },
  {
    id: 3140,
    first: 'Laura',
    last: 'Wolters',
    g: 'f',
    fn: 'Specialist diagnostische beeldvorming',
    clinics: [3015],
    exp: [502],
    spec: [604],
  },
  { id: 3141, first: 'Roel', last: 'Tuinstra', g: 'm', fn: 'Paardendierenarts', clinics: [3015], exp: [501, 509] },
  { id: 3142, first: 'Evelien', last: 'Slot', g: 'f', fn: 'Dierenarts', clinics: [3016], exp: [501, 504] },
  {
    id: 3143,
    first: 'Frank',
    last: 'Ubbens',
    g: 'm',
    fn: 'Praktijkeigenaar en dierenarts',
    clinics: [3017],
    exp: [501, 504],
  },
  { id: 3144, first: 'Myrthe', last: 'Kramer', g: 'f', fn: 'Dierenarts', clinics: [3017], exp: [506] },
  {
    id: 3145,
    first: 'Lars',
    last: 'Bijlsma',
    g: 'm',
    fn: 'Paardendierenarts',
    clinics: [3018],
    exp: [502, 508, 503],
    labels: [661],
  },
  { id: 3146, first: 'Dirk', last: 'Kaan', g: 'm', fn: 'Paardendierenarts', clinics: [3019], exp: [501, 503] },
  { id: 3147, first: 'Tessa', last: 'Schuit', g: 'f', fn: 'Paardendierenarts', clinics: [3019], exp: [506] },
  {
    id: 3148,
    first: 'Floor',
    last: 'van Rijn',
    g: 'f',
    fn: 'Specialist sportgeneeskunde',
    clinics: [3020],
    exp: [508, 502],
    spec: [605],
  },
  {
    id: 3149,
    first: 'Willem',
    last: 'de Graaf',
    g: 'm',
    fn: 'Specialist chirurgie',
    clinics: [3020],
    exp: [507],
    spec: [602],
  },
  {
    id: 3150,
    first: 'Karlijn',
    last: 'Vermeulen',
    g: 'f',
    fn: 'Specialist inwendige geneeskunde',
    clinics: [3020],
    exp: [501],
    spec: [601],
  },
  { id: 3151, first: 'Niels', last: 'Blom', g: 'm', fn: 'Paardendierenarts', clinics: [3020, 3019], exp: [502] },
  { id: 3152, first: 'Maaike', last: 'Verkerk', g: 'f', fn: 'Paardendierenarts', clinics: [3021], exp: [501, 510] },
  { id: 3153, first: 'Bram', last: 'de Groot', g: 'm', fn: 'Paardendierenarts', clinics: [3021], exp: [503, 502] },
  { id: 3154, first: 'Linda', last: 'Moerman', g: 'f', fn: 'Dierenarts', clinics: [3022], exp: [504, 509] },
  {
    id: 3155,
    first: 'Marco',
    last: 'Minnaard',
    g: 'm',
    fn: 'Praktijkeigenaar en dierenarts',
    clinics: [3023],
    exp: [501, 504],
  },
  { id: 3156, first: 'Jolien', last: 'de Bruijne', g: 'f', fn: 'Dierenarts', clinics: [3023, 3024], exp: [503, 506] },
  {
    id: 3157,
    first: 'Rik',
    last: 'Verstraete',
    g: 'm',
    fn: 'Praktijkeigenaar en paardendierenarts',
    clinics: [3024],
    exp: [502, 508],
    uni: 'Gent',
  },
  {
    id: 3158,
    first: 'Lisa',
    last: 'Huizing',
    g: 'f',
    fn: 'Specialist voortplanting',
    clinics: [3025],
    exp: [504],
    spec: [603],
    labels: [661],
  },
  {
    id: 3159,
    first: 'Tim',
    last: 'van Dam',
    g: 'm',
    fn: 'Specialist chirurgie',
    clinics: [3025],
    exp: [507, 502],
    spec: [602],
    labels: [661],
  },
  {
    id: 3160,
    first: 'Roos',
    last: 'Evers',
    g: 'f',
    fn: 'Paardendierenarts',
    clinics: [3025],
    exp: [509, 501],
    labels: [661],
  },
]

const focusOf: Record<number, string> = {
  501: 'inwendige ziekten, zoals koliek, ademhalingsproblemen en stofwisselingsziekten als EMS en PPID',
  502: 'kreupelheidsonderzoek en de behandeling van gewrichts- en peesblessures',
  503: 'gebitsverzorging, van de jaarlijkse controle tot het behandelen van pijnlijke afwijkingen',
  504: 'voortplanting, van cyclusbegeleiding en inseminatie tot drachtigheidsonderzoek',
  505: 'oogaandoeningen, zoals hoornvlieszweren en periodieke oogontsteking',
  506: 'huidproblemen, zoals mok, zomereczeem en schimmelinfecties',
  507: 'chirurgie, waaronder koliekoperaties, artroscopieën en wondbehandeling',
  508: 'sportgeneeskunde: het opsporen van subtiele blessures en de begeleiding van revalidatie',
  509: 'de zorg voor pasgeboren en zieke veulens',
  510: 'paarden met gedragsproblemen, waarbij eerst mogelijke pijn wordt uitgezocht',
}

const collegeOf: Record<number, { field: string; college: string }> = {
  601: {
    field: 'inwendige geneeskunde van het paard',
    college: 'European College of Equine Internal Medicine (ECEIM)',
  },
  602: { field: 'paardenchirurgie', college: 'European College of Veterinary Surgeons (ECVS)' },
  603: { field: 'voortplanting', college: 'European College of Animal Reproduction (ECAR)' },
  604: { field: 'diagnostische beeldvorming', college: 'European College of Veterinary Diagnostic Imaging (ECVDI)' },
  605: {
    field: 'sportgeneeskunde en revalidatie',
    college: 'European College of Veterinary Sports Medicine and Rehabilitation (ECVSMR)',
  },
  606: { field: 'tandheelkunde van het paard', college: 'European Veterinary Dental College (EVDC)' },
  607: { field: 'oogheelkunde', college: 'European College of Veterinary Ophthalmologists (ECVO)' },
}

/** Personal closing lines; {zij} and {haar} are replaced by the vet's pronouns. */
const personal = [
  'In {haar} vrije tijd rijdt {zij} zelf dressuur met een KWPN-merrie.',
  "Thuis staan twee Welsh pony's en een oude Fries die van zijn pensioen geniet.",
  '{Zij} begeleidt graag studenten diergeneeskunde tijdens hun co-schappen.',
  '{Zij} geeft regelmatig lezingen voor paardeneigenaren over eerste hulp bij koliek.',
  'Naast {haar} werk in de praktijk rijdt {zij} mennen met een tweespan.',
  '{Zij} vindt goede uitleg belangrijk en neemt de tijd om onderzoeksresultaten met de eigenaar door te nemen.',
  'In het weekend is {zij} vaak te vinden op concoursen, als dierenarts van dienst of als toeschouwer.',
  '{Zij} heeft zelf een IJslander waarmee {zij} graag buitenritten maakt.',
  'Samenwerking met hoefsmid, fysiotherapeut en eigenaar ziet {zij} als de sleutel tot een goed herstel.',
  '{Zij} volgt elk jaar nascholing in binnen- en buitenland om bij te blijven in het vak.',
  'Voordat {zij} voor de paardenpraktijk koos, werkte {zij} enkele jaren in een gemengde praktijk.',
  'Preventie, zoals vaccinatie, gebitscontrole en ontworming op basis van mestonderzoek, ligt {haar} na aan het hart.',
]

function vetBio(v: VetInput, clinicNames: string[]) {
  // one personal line is written without pronouns, so it suits every vet
  const zij = v.g === 'f' ? 'zij' : 'hij'
  const haar = v.g === 'f' ? 'haar' : 'zijn'
  const fill = (s: string) =>
    s
      .replace(/\{zij\}/g, zij)
      .replace(/\{Zij\}/g, zij === 'zij' ? 'Zij' : 'Hij')
      .replace(/\{haar\}/g, haar)
  const year = v.spec?.length ? int(1996, 2012) : v.fn.includes('opleiding') ? int(2019, 2021) : int(1995, 2021)
  const uni =
    v.uni === 'Gent'
      ? 'de Faculteit Diergeneeskunde van de Universiteit Gent'
      : 'de Faculteit Diergeneeskunde in Utrecht'
  const parts: string[] = [`${v.first} ${v.last} studeerde in ${year} af als dierenarts aan ${uni}.`]
  const spec = v.spec?.[0]
  if (spec) {
    const c = collegeOf[spec]
    if (!c) throw new Error(`no college for ${spec}`)
    parts.push(
      `Na enkele jaren in de praktijk volgde ${zij} een residency in de ${c.field} en behaalde ${zij} het Europese specialistenexamen: ${zij} is diplomate van het ${c.college}.`,
    )
  } else if (v.fn.includes('opleiding')) {
    parts.push(
      `Momenteel volgt ${zij} een residency in de inwendige geneeskunde van het paard, onder begeleiding van de specialisten van de kliniek.`,
    )
  }
  const focus = v.focus ? [v.focus] : v.exp.map((e) => focusOf[e]).filter((f): f is string => Boolean(f))
  const second: string[] = [
    `Bij ${clinicNames[0]} richt ${zij} zich vooral op ${focus[0]}${focus[1] ? `, en daarnaast op ${focus[1]}` : ''}.`,
  ]
  if (clinicNames[1]) second.push(`Op vaste dagen werkt ${zij} ook bij ${clinicNames[1]}.`)
  second.push(fill(personal[(v.id * 7) % personal.length] ?? ''))
  return `<p>${parts.join(' ')}</p>\n<p>${second.join(' ')}</p>`
}

const EXPERTISE_SERVICES: Record<number, number[]> = {
  501: [555, 556, 560],
  502: [554, 555, 558],
  503: [557, 554],
  504: [555, 559],
  505: [],
  506: [560],
  507: [553, 554],
  508: [554, 555],
  509: [555, 560],
  510: [552],
}

// ---------------------------------------------------------------- build

function build() {
  const termsDir = path.join(CONTENT, 'terms')
  writeJson(
    path.join(termsDir, 'expertise.json'),
    EXPERTISES.map((t) => term(t)),
  )
  writeJson(
    path.join(termsDir, 'service.json'),
    SERVICES.map((t) => term(t)),
  )
  writeJson(
    path.join(termsDir, 'specialisation.json'),
    SPECIALISATIONS.map((t) => term(t)),
  )
  writeJson(
    path.join(termsDir, 'recognition.json'),
    RECOGNITIONS.map((t) => term(t)),
  )
  writeJson(
    path.join(termsDir, 'finder-label.json'),
    LABELS.map((t) => term(t)),
  )
  writeJson(
    path.join(termsDir, 'finder-issue.json'),
    ISSUES.map((t) =>
      term(t, {
        expertises: t.expertises,
        services: t.services,
        specialisations: t.specialisations,
        recognitions: t.recognitions,
      }),
    ),
  )

  // finder term slugs share one namespace under /finder/{slug}/
  const slugs = [EXPERTISES, SERVICES, SPECIALISATIONS, RECOGNITIONS, LABELS, ISSUES]
    .flat()
    .map((t) => t.slug ?? slugify(t.name))
  const dup = slugs.find((s, i) => slugs.indexOf(s) !== i || s === 'klinieken' || s === 'dierenarts')
  if (dup) throw new Error(`finder term slug ${dup} is not unique`)

  // The media library has no clinic logos: clinics get a fitting photo as featured image and no logo.
  const clinicPhotos = [
    'stal',
    'echografie-kliniek',
    'dierenarts-stethoscoop',
    'kliniek-locatie',
    'paarden-in-weiland',
    'gebitscontrole',
  ].map((slug) => mediaBySlug(slug))
  // The drawn portraits (avatar kind) are shared by the vets, by first name of the portrait: women and men apart.
  const avatars = mediaMatching(/^auteur-/)
  const avatarsF = avatars.filter((m) => /^auteur-(sanne|yasmina|mei-lin|anouk|lotte|eline|femke)/.test(m.slug))
  const avatarsM = avatars.filter((m) => !avatarsF.includes(m))

  for (const dir of ['clinics', 'vets']) {
    const full = path.join(CONTENT, dir)
    mkdirSync(full, { recursive: true })
    for (const f of readdirSync(full)) if (f.endsWith('.json')) rmSync(path.join(full, f))
  }

  const clinicById = new Map<
    number,
    { name: string; slug: string; services: number[]; recognitions: number[]; emergency: boolean; published: string }
  >()
  CLINICS.forEach((c, i) => {
    const p = placeOf(c.postcode4, c.place)
    const phone = phoneOf(c.area)
    const slug = slugify(c.name)
    // a practice founded recently is published in the finder after it opened
    const published =
      c.founded >= 2025
        ? dateOf(c.founded, c.founded === 2026 ? 3 : 9, 12, 10, 0)
        : dateOf(2025, 1 + (i % 12), 3 + ((i * 5) % 24), 9 + (i % 8), (i * 13) % 60)
    const touched = dateOf(2026, 1 + ((i * 7) % 10), 2 + ((i * 3) % 25), 10 + (i % 7), (i * 17) % 60)
    const modified = touched > published ? touched : dateOf(2026, 10, 14, 11, 30)
    const photo = clinicPhotos[i % clinicPhotos.length]
    const horseVets = VETS.filter((v) => v.clinics.includes(c.id)).length
    const content = clinicText(c, phone, horseVets)
    const words = content
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length
    if (words < 100 || words > 300) throw new Error(`${c.name}: ${words} words`)
    const clinic = {
      id: c.id,
      date: published,
      modified,
      slug,
      status: 'publish',
      title: { rendered: c.name },
      content: { rendered: content },
      excerpt: { rendered: `<p>${c.intro.split('. ')[0]}.</p>` },
      featured_media: photo?.id ?? 0,
      expertises: c.expertises,
      services: c.services,
      specialisations: c.specialisations,
      recognitions: c.recognitions,
      'finder-labels': c.labels,
      extra_fields: {
        address: {
          street: c.street,
          postcode: `${c.postcode4} ${c.letters}`,
          city: p.place,
          province: p.province,
          lat: p.lat,
          lng: p.lng,
        },
        phone,
        email: `info@${c.domain}.example.nl`,
        website: `https://www.${c.domain}.example.nl`,
        logo: false,
        emergency_service: c.emergency,
        opening_hours: openingHours(c),
      },
    }
    clinicById.set(c.id, {
      name: c.name,
      slug,
      services: c.services,
      recognitions: c.recognitions,
      emergency: c.emergency,
      published,
    })
    writeJson(path.join(CONTENT, 'clinics', `${slug}.json`), clinic)
  })

  let fi = 0
  let mi = 0
  VETS.forEach((v, i) => {
    const clinics = v.clinics.map((id) => {
      const c = clinicById.get(id)
      if (!c) throw new Error(`vet ${v.id}: unknown clinic ${id}`)
      return c
    })
    const home = clinics[0]
    if (!home) throw new Error(`vet ${v.id}: no clinic`)
    const offered = new Set(clinics.flatMap((c) => c.services))
    const services = [
      ...new Set([
        ...(home.emergency && !v.fn.includes('opleiding') ? [551] : []),
        ...(offered.has(552) ? [552] : []),
        ...v.exp.flatMap((e) => EXPERTISE_SERVICES[e] ?? []).filter((s) => offered.has(s)),
      ]),
    ].sort((a, b) => a - b)
    const pool = v.g === 'f' ? avatarsF : avatarsM
    const avatar = v.image
      ? media.find((m) => m.id === v.image)
      : pool.length
        ? pool[(v.g === 'f' ? fi++ : mi++) % pool.length]
        : avatars.length
          ? avatars[i % avatars.length]
          : undefined
    const slug = slugify(`${v.first} ${v.last}`)
    // a vet appears in the finder on or after the day the home clinic did
    const own = dateOf(2025, 1 + (i % 12), 1 + ((i * 7) % 27), 8 + (i % 9), (i * 11) % 60)
    const date =
      own > home.published ? own : home.published.replace(/T(\d{2})/, (_m, h: string) => `T${pad(Number(h) + 1)}`)
    const touched = dateOf(2026, 1 + ((i * 5) % 10), 1 + ((i * 11) % 27), 9 + (i % 8), (i * 19) % 60)
    const vet = {
      id: v.id,
      date,
      modified: touched > date ? touched : dateOf(2026, 10, 20, 9, 15),
      slug,
      status: 'publish',
      title: { rendered: `${v.first} ${v.last}` },
      content: {
        rendered: vetBio(
          v,
          clinics.map((c) => c.name),
        ),
      },
      excerpt: { rendered: `<p>${v.fn} bij ${home.name}.</p>` },
      featured_media: avatar?.id ?? 0,
      expertises: v.exp,
      services,
      specialisations: v.spec ?? [],
      recognitions: home.recognitions.filter((r) => r === 631 || r === 632),
      'finder-labels': v.labels ?? [],
      extra_fields: {
        first_name: v.first,
        last_name: v.last,
        function: v.fn,
        image: avatar ? { $media: avatar.id, alt: `Getekend portret van ${v.first} ${v.last}` } : false,
        clinics: v.clinics,
      },
    }
    writeJson(path.join(CONTENT, 'vets', `${slug}.json`), vet)
  })
  console.log(`finder: ${CLINICS.length} clinics, ${VETS.length} vets, ${slugs.length} finder terms`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) build()
