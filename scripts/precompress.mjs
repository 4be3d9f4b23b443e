// Precompresses the client build once, so no request pays for compression and every file is as
// small as it gets: gzip by Zopfli (a few percent smaller than zlib's best, readable by every
// browser) and Brotli at its highest quality (what browsers ask for over HTTPS). The server sends
// the variant a request accepts (express-static-gzip); see docs/decisions/026.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".webmanifest", ".txt", ".xml", ".html"]);
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);

async function* compressibleFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name)) && (await stat(full)).size >= MIN_BYTES) yield full;
  }
}

async function compress(file) {
  const source = await readFile(file);
  const [gzip, br] = await Promise.all([
    gzipAsync(source, { numiterations: 5 }),
    brotli(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
  ]);
  // A variant that is not smaller is left out; the file is then sent as it is.
  if (gzip.length < source.length) await writeFile(`${file}.gz`, gzip);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
}

/** Writes `.gz` and `.br` beside every compressible file of `dir`; answers how many files it did. */
export async function precompress(dir) {
  const files = [];
  for await (const file of compressibleFiles(dir)) files.push(file);
  await Promise.all(files.map(compress));
  return files.length;
}
