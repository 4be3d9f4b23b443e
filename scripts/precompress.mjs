// Precompresses the client build once, so no request pays for compression and every file is as
// small as it gets: gzip by Zopfli (a few percent smaller than zlib's best, readable by every
// browser) and Brotli at its highest quality (what browsers ask for over HTTPS). The server sends
// the variant a request accepts (express-static-gzip); see docs/decisions/026.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".webmanifest", ".txt", ".xml", ".html"]);
/** What a compressed response adds to its head (`Content-Encoding: gzip`): a variant must save more than this. */
const ENCODING_HEADER_BYTES = 24;
const brotli = promisify(zlib.brotliCompress);

async function* compressibleFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
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
  // A variant that does not save more than its header costs is left out; the file is then sent as it is.
  // Small files count too: a page loads many chunks of a few hundred bytes (issue 22), and each is about
  // two fifths smaller compressed.
  const worthIt = (variant) => variant.length + ENCODING_HEADER_BYTES < source.length;
  if (worthIt(gzip)) await writeFile(`${file}.gz`, gzip);
  if (worthIt(br)) await writeFile(`${file}.br`, br);
}

/** Writes `.gz` and `.br` beside every compressible file of `dir`; answers how many files it did. */
export async function precompress(dir) {
  const files = [];
  for await (const file of compressibleFiles(dir)) files.push(file);
  await Promise.all(files.map(compress));
  return files.length;
}
