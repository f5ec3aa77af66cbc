// The build's hashed assets (dist/client/assets: JS, CSS, JSON, SVG) compressed once, at the highest levels, beside
// each file as `.br` and `.gz`: the Node server sends them as they are (server/send-file.ts) instead of compressing on
// the first request. Only what is worth it (text of 1 KB and more); a variant newer than its file is kept, so an
// incremental build compresses only the assets that changed. Not on Netlify (the build's CONTEXT is set there), which
// compresses on its own. Brotli at quality 11 is slow — about 0.5 MB of JS a second on one core here — and pays once:
// the variants of unchanged assets are kept from build to build.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import pLimit from 'p-limit'
import { PRECOMPRESSED_SUFFIX } from '#server/compress.ts'
import { contentTypeOf, isCompressible } from '#server/mime.ts'

const MIN_BYTES = 1024
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

async function fresh(variant: string, mtimeMs: number): Promise<boolean> {
  const s = await stat(variant).catch(() => undefined)
  return s !== undefined && s.mtimeMs >= mtimeMs
}

/** Writes the missing or stale `.br`/`.gz` of every compressible asset under `dir`; returns how many files it wrote. */
export async function precompressAssets(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name) && isCompressible(contentTypeOf(e.name)))
    .map((e) => path.join(e.parentPath, e.name))
  const limit = pLimit(2)
  const written = await Promise.all(
    files.map((file) =>
      limit(async () => {
        const { size, mtimeMs } = await stat(file)
        if (size < MIN_BYTES) return 0
        const br = file + PRECOMPRESSED_SUFFIX.br
        const gz = file + PRECOMPRESSED_SUFFIX.gzip
        if ((await fresh(br, mtimeMs)) && (await fresh(gz, mtimeMs))) return 0
        const body = await readFile(file)
        const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size }
        await writeFile(br, await brotli(body, { params: quality }))
        await writeFile(gz, await gzip(body, { level: 9 }))
        return 2
      }),
    ),
  )
  return written.reduce<number>((a, b) => a + b, 0)
}
