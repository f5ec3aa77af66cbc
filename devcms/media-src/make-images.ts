/**
 * Rasterizes the hand-drawn SVG illustrations in devcms/media-src/ into
 * WordPress-style upload files under devcms/media/uploads/2026/05/ and writes
 * devcms/media/manifest.json (one entry per image, ids from 101), then copies the documents of
 * devcms/media-src/documents/ (DOCUMENTS: a PDF, as editors upload them) after the images, then renders the site's
 * own logo (SITE_IMAGES: a PNG of logo.svg, as stock WordPress refuses SVG uploads) so the general settings' logo is a
 * media item too. New media go at the end, so the ids already in the content set stay.
 *
 * Run: npx tsx devcms/media-src/make-images.ts
 *
 * Sizes follow WordPress defaults: thumbnail 150×150 (cropped), medium (max
 * 300×300), medium_large (768 wide) and large (max 1024×1024), each only when
 * smaller than the original. File names are <slug>-<W>x<H>.<ext>.
 */
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import type { Sharp } from 'sharp'

type Kind = 'photo' | 'avatar' | 'logo'

interface ImageSpec {
  slug: string
  kind: Kind
  title: string
  alt: string
  caption: string
  /** Full size when not the kind's (FULL). */
  size?: { width: number; height: number }
}

interface SizeEntry {
  file: string
  width: number
  height: number
  mime_type: string
}

interface ManifestEntry {
  id: number
  slug: string
  file: string
  mime_type: string
  width?: number
  height?: number
  filesize?: number
  alt: string
  caption: string
  title: string
  sizes: Partial<Record<SizeName, SizeEntry>>
}

type SizeName = 'thumbnail' | 'medium' | 'medium_large' | 'large'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const MEDIA = path.resolve(HERE, '../media')
const SUBDIR = '2026/05'
const UPLOADS = path.join(MEDIA, 'uploads', SUBDIR)
const FIRST_ID = 101

/** Uploads that are not images: WordPress gives them no width, height or sizes (the local CMS must do the same). */
const DOCUMENTS = [
  {
    slug: 'vaccinatieschema-paarden',
    ext: 'pdf',
    mime: 'application/pdf',
    title: 'Vaccinatieschema voor paarden (checklist)',
  },
]

const FULL: Record<Kind, { width: number; height: number }> = {
  photo: { width: 1600, height: 1067 },
  avatar: { width: 800, height: 800 },
  logo: { width: 600, height: 300 },
}

/** WordPress default intermediate sizes: [name, max width, max height, crop]. 0 = unlimited. */
const WP_SIZES: ReadonlyArray<readonly [SizeName, number, number, boolean]> = [
  ['thumbnail', 150, 150, true],
  ['medium', 300, 300, false],
  ['medium_large', 768, 0, false],
  ['large', 1024, 1024, false],
]

const IMAGES: ImageSpec[] = [
  {
    slug: 'paarden-in-weiland',
    kind: 'photo',
    title: 'Paarden in het weiland',
    alt: 'Een bruin paard en een grazende vos in een groen weiland met een wit hek en bomen op de achtergrond',
    caption: 'Paarden in het weiland',
  },
  {
    slug: 'paardenhoofd-portret',
    kind: 'photo',
    title: 'Portret van een bruin paard',
    alt: 'Close-up van het hoofd en de hals van een bruin paard met een blauw halster',
    caption: '',
  },
  {
    slug: 'hoef',
    kind: 'photo',
    title: 'Onderkant van een beslagen hoef',
    alt: 'Onderaanzicht van een paardenhoef met hoefijzer, zool en straal, met een hoevenkrabber ernaast',
    caption: 'Hoefwand, zool en straal in één oogopslag',
  },
  {
    slug: 'gebitscontrole',
    kind: 'photo',
    title: 'Gebitscontrole bij een paard',
    alt: 'Dierenarts bekijkt met een lampje de snijtanden van een vos, met een gebitskaart in de hoek',
    caption: 'Laat het gebit minstens één keer per jaar nakijken',
  },
  {
    slug: 'dierenarts-stethoscoop',
    kind: 'photo',
    title: 'Dierenarts met stethoscoop',
    alt: 'Dierenarts luistert met een stethoscoop naar de longen van een bruin paard',
    caption: 'Een klinisch onderzoek begint met luisteren naar hart en longen',
  },
  {
    slug: 'stal',
    kind: 'photo',
    title: 'Stal met paardenboxen',
    alt: 'Houten stal met drie boxen; een vos en een schimmel kijken over de onderdeur naar buiten',
    caption: '',
  },
  {
    slug: 'hooi-voeren',
    kind: 'photo',
    title: 'Hooi voeren uit een hooinet',
    alt: 'Paard eet hooi bij een hooinet aan de stalmuur, met een voeremmer en hooibalen ernaast',
    caption: 'Ruwvoer is de basis van elk rantsoen',
  },
  {
    slug: 'zadel',
    kind: 'photo',
    title: 'Zadel in de zadelkamer',
    alt: 'Bruin leren zadel met een blauw zadeldekje en een stijgbeugel op een zadelsteun, met een hoofdstel en een cap aan de muur',
    caption: 'Een goed passend zadel voorkomt rugklachten',
  },
  {
    slug: 'paardentrailer',
    kind: 'photo',
    title: 'Paard vervoeren met een trailer',
    alt: 'Blauwe auto trekt een paardentrailer over een landweg; door het raampje is een paardenhoofd te zien',
    caption: '',
  },
  {
    slug: 'veulen-met-merrie',
    kind: 'photo',
    title: 'Merrie met veulen',
    alt: 'Grazende bruine merrie met haar veulen in een bloeiende wei',
    caption: 'De eerste weken van een veulen',
  },
  {
    slug: 'ruiter',
    kind: 'photo',
    title: 'Ruiter op een zwart paard',
    alt: 'Ruiter met cap rijdt in stap op een zwart paard in een buitenrijbaan met letterborden',
    caption: '',
  },
  {
    slug: 'gewicht-meetlint',
    kind: 'photo',
    title: 'Gewicht schatten met een meetlint',
    alt: 'Een schimmel wordt met een geel meetlint rond de singelplaats gemeten; een kaartje toont omtrek, lengte en een geschat gewicht van 560 kilo',
    caption: 'Met omtrek en lengte kun je het gewicht van je paard goed schatten',
  },
  {
    slug: 'echografie-kliniek',
    kind: 'photo',
    title: 'Echografie in de paardenkliniek',
    alt: 'Dierenarts maakt in een kliniek een echo van de buik van een vos, met het echoapparaat ernaast',
    caption: '',
  },
  {
    slug: 'chip-scanner',
    kind: 'photo',
    title: 'Chip uitlezen met een scanner',
    alt: 'Hand houdt een chipscanner tegen de hals van een schimmel om de microchip uit te lezen',
    caption: 'De chip zit in de hals en wordt met een scanner uitgelezen',
  },
  {
    slug: 'evenement-lezing',
    kind: 'photo',
    title: 'Lezing voor paardeneigenaren',
    alt: 'Spreker op een podium geeft een presentatie over paarden voor een volle zaal',
    caption: '',
  },
  {
    slug: 'academie-scherm',
    kind: 'photo',
    title: 'Online cursus op de laptop',
    alt: 'Laptop op een bureau toont een online cursus met een video over paarden en een lijst met afgeronde lessen',
    caption: '',
  },
  {
    slug: 'vaccinatie',
    kind: 'photo',
    title: 'Vaccinatie van een paard',
    alt: 'Injectiespuit en vaccinflacon naast het hoofd van een bruin paard, met een paardenpaspoort erboven',
    caption: 'Noteer elke vaccinatie in het paspoort',
  },
  {
    slug: 'ontworming',
    kind: 'photo',
    title: 'Ontworming en mestonderzoek',
    alt: 'Doseerspuit met ontwormingspasta bij de mond van een palomino, met een microscoop en een grafiek van een mestonderzoek',
    caption: 'Eerst mestonderzoek, dan gericht ontwormen',
  },
  {
    slug: 'kliniek-locatie',
    kind: 'photo',
    title: 'Locatie van de paardenkliniek',
    alt: 'Kaart met wegen, een rivier en weilanden, met een locatiespeld en een tekening van het kliniekgebouw',
    caption: '',
  },
  ...(
    [
      ['logo-equivet-pharma', 'Equivet Pharma'],
      ['logo-stalwijzer', 'Stalwijzer'],
      ['logo-hoefcare', 'HoefCare'],
      ['logo-paardvoer-plus', 'PaardVoer Plus'],
      ['logo-manege-systems', 'Manege Systems'],
      ['logo-equiscan', 'EquiScan'],
    ] as const
  ).map(([slug, name]): ImageSpec => ({
    slug,
    kind: 'logo',
    title: `Logo ${name}`,
    alt: `Logo van ${name}`,
    caption: '',
  })),
  ...(
    [
      ['auteur-sanne-de-vries', 'Sanne de Vries'],
      ['auteur-daniel-asante', 'Daniel Asante'],
      ['auteur-yasmina-el-amrani', 'Yasmina El Amrani'],
      ['auteur-pieter-bakker', 'Pieter Bakker'],
      ['auteur-mei-lin-tan', 'Mei Lin Tan'],
      ['auteur-ruben-martens', 'Ruben Martens'],
    ] as const
  ).map(([slug, name]): ImageSpec => ({
    slug,
    kind: 'avatar',
    title: name,
    alt: `Getekend portret van ${name}`,
    caption: '',
  })),
]

/** The site's logo as a media item (general settings' `logo`), at twice the 286×49 of logo.svg. */
const SITE_IMAGES: ImageSpec[] = [
  {
    slug: 'logo',
    kind: 'logo',
    title: 'Logo Hoefslag',
    alt: 'Hoefslag',
    caption: '',
    size: { width: 572, height: 98 },
  },
]

/** Copied unchanged into devcms/media/ (used directly by the site). */
const STATIC_SVGS = ['logo.svg', 'favicon.svg']

function extOf(kind: Kind): { ext: 'jpg' | 'png'; mime: string } {
  return kind === 'logo' ? { ext: 'png', mime: 'image/png' } : { ext: 'jpg', mime: 'image/jpeg' }
}

function encode(img: Sharp, kind: Kind): Sharp {
  return kind === 'logo'
    ? img.png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    : img.flatten({ background: '#ffffff' }).jpeg({ quality: 78, progressive: true, mozjpeg: true })
}

/** Target dimensions of a WordPress intermediate size, or null when not smaller than the original. */
function sizeFor(
  width: number,
  height: number,
  maxW: number,
  maxH: number,
  crop: boolean,
): { width: number; height: number } | null {
  if (crop) {
    if (width <= maxW && height <= maxH) return null
    return { width: Math.min(maxW, width), height: Math.min(maxH, height) }
  }
  const rw = maxW > 0 ? maxW / width : Infinity
  const rh = maxH > 0 ? maxH / height : Infinity
  const ratio = Math.min(rw, rh)
  if (ratio >= 1) return null
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) }
}

async function render(spec: ImageSpec): Promise<{ buffer: Buffer; width: number; height: number }> {
  const svgPath = path.join(HERE, `${spec.slug}.svg`)
  const svg = await readFile(svgPath)
  const meta = await sharp(svg).metadata()
  const target = spec.size ?? FULL[spec.kind]
  const srcW = meta.width ?? target.width
  const srcH = meta.height ?? target.height
  // Render the vector at the density that yields (at least) the target size, then fit exactly.
  const density = 72 * Math.max(target.width / srcW, target.height / srcH)
  const buffer = await sharp(svg, { density })
    .resize(target.width, target.height, { fit: 'cover', position: 'centre' })
    .png()
    .toBuffer()
  return { buffer, ...target }
}

/** Writes one image and its WordPress sizes under UPLOADS; its manifest entry. */
async function writeImage(spec: ImageSpec, id: number): Promise<ManifestEntry> {
  const { ext, mime } = extOf(spec.kind)
  const { buffer, width, height } = await render(spec)
  const fileName = `${spec.slug}.${ext}`
  await encode(sharp(buffer), spec.kind).toFile(path.join(UPLOADS, fileName))

  const sizes: ManifestEntry['sizes'] = {}
  for (const [name, maxW, maxH, crop] of WP_SIZES) {
    const dim = sizeFor(width, height, maxW, maxH, crop)
    if (!dim) continue
    const sizeFile = `${spec.slug}-${dim.width}x${dim.height}.${ext}`
    const resized = sharp(buffer).resize(dim.width, dim.height, {
      fit: crop ? 'cover' : 'fill',
      position: 'centre',
      kernel: 'lanczos3',
    })
    await encode(resized, spec.kind).toFile(path.join(UPLOADS, sizeFile))
    sizes[name] = { file: sizeFile, width: dim.width, height: dim.height, mime_type: mime }
  }

  return {
    id,
    slug: spec.slug,
    file: `${SUBDIR}/${fileName}`,
    mime_type: mime,
    width,
    height,
    alt: spec.alt,
    caption: spec.caption,
    title: spec.title,
    sizes,
  }
}

async function main(): Promise<void> {
  await rm(UPLOADS, { recursive: true, force: true })
  await mkdir(UPLOADS, { recursive: true })

  const manifest: ManifestEntry[] = []
  let id = FIRST_ID
  for (const spec of IMAGES) manifest.push(await writeImage(spec, id++))

  for (const doc of DOCUMENTS) {
    const fileName = `${doc.slug}.${doc.ext}`
    await copyFile(path.join(HERE, 'documents', fileName), path.join(UPLOADS, fileName))
    const { size } = await stat(path.join(UPLOADS, fileName))
    manifest.push({
      id: id++,
      slug: doc.slug,
      file: `${SUBDIR}/${fileName}`,
      mime_type: doc.mime,
      filesize: size,
      alt: '',
      caption: '',
      title: doc.title,
      sizes: {},
    })
  }

  for (const spec of SITE_IMAGES) manifest.push(await writeImage(spec, id++))

  for (const name of STATIC_SVGS) {
    await copyFile(path.join(HERE, name), path.join(MEDIA, name))
  }
  await writeFile(path.join(MEDIA, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

  const total = await dirSize(MEDIA)
  console.log(`${manifest.length} images written to ${path.relative(process.cwd(), UPLOADS)}`)
  console.log(`devcms/media total: ${(total / 1024 / 1024).toFixed(2)} MB`)
}

async function dirSize(dir: string): Promise<number> {
  let total = 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    total += entry.isDirectory() ? await dirSize(p) : (await stat(p)).size
  }
  return total
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
