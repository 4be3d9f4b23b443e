/**
 * A rendered page kept as a template around its CSP nonce, pre-compressed once, so that serving it
 * again costs a few small buffers around the kept ones instead of a render and a gzip. A response is
 * the list of buffers to write, in order: the kept pieces go to the socket as they are, not copied
 * into one page-sized buffer (a tenth of the CPU of serving the uncompressed home page, decision 166).
 *
 * The page is rendered with a per-process marker in place of the nonce. We split the HTML at the
 * marker and deflate each piece on its own, ending each with a sync flush: a deflate stream is a
 * sequence of blocks, and independently compressed pieces (no back-references across them) can be
 * laid end to end. Per response we deflate only the fresh nonce (a few bytes), interleave, close the
 * stream with an empty final block, and wrap it as gzip with the CRC-32 of the whole page — combined
 * from the pieces' CRCs kept with them and the nonce's own, not recomputed over the page.
 */
import { randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32AppendOperator, crc32Combine } from "./crc32-combine";

const SYNC = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

/** Stands in for the nonce while a page is rendered for the cache; same alphabet and length as a real one. */
export const NONCE_MARKER = randomBytes(16).toString("base64");

export type PageBody = {
  /** The HTML split at each nonce. */
  pieces: Buffer[];
  /** Each piece deflated on its own, sync-flushed. */
  deflated: Buffer[];
  /** Each piece's CRC-32, and the operator that appends it (its length) to a CRC. */
  crcs: { crc: number; append: number }[];
  /** Bytes of the page without the nonces. */
  length: number;
};

export function templatePage(html: string): PageBody {
  const pieces = html.split(NONCE_MARKER).map((piece) => Buffer.from(piece));
  return {
    pieces,
    deflated: pieces.map((piece) => deflateRawSync(piece, SYNC)),
    crcs: pieces.map((piece) => ({ crc: crc32(piece), append: crc32AppendOperator(piece.length) })),
    length: pieces.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** Below this, parts are copied together: one write costs more than copying a few kilobytes. */
const COPIED_BELOW = 16 * 1024;

/** `parts` with each run of small ones joined into one buffer; the large ones are kept as they are. */
function fewerWrites(parts: Buffer[]): Buffer[] {
  const out: Buffer[] = [];
  let run: Buffer[] = [];
  const endRun = () => {
    if (run.length) out.push(run.length === 1 ? run[0]! : Buffer.concat(run));
    run = [];
  };
  for (const part of parts) {
    if (part.length < COPIED_BELOW) {
      run.push(part);
      continue;
    }
    endRun();
    out.push(part);
  }
  endRun();
  return out;
}

/** The page with `nonce` filled in, as plain bytes: the buffers to send, in order. */
export function identityBody(page: PageBody, nonce: string): Buffer[] {
  const filler = Buffer.from(nonce);
  const parts: Buffer[] = [];
  page.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(filler);
    parts.push(piece);
  });
  return fewerWrites(parts);
}

/**
 * `bytes` as one stored (uncompressed) deflate block. After a sync flush the stream is byte-aligned,
 * so the block is a header byte (not final, type 00), LEN, its complement NLEN, then the bytes.
 */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The page with `nonce` filled in, gzip-encoded from the pre-compressed pieces: the buffers to send, in order. */
export function gzipBody(page: PageBody, nonce: string): Buffer[] {
  const filler = Buffer.from(nonce);
  const fillerDeflated = storedBlock(filler);
  const fillerCrc = crc32(filler);
  const appendFiller = crc32AppendOperator(filler.length);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.deflated.forEach((deflated, i) => {
    if (i > 0) {
      parts.push(fillerDeflated);
      crc = crc32Combine(crc, fillerCrc, appendFiller);
    }
    parts.push(deflated);
    crc = crc32Combine(crc, page.crcs[i]!.crc, page.crcs[i]!.append);
  });
  parts.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.length + filler.length * (page.pieces.length - 1)) % 2 ** 32, 4);
  parts.push(trailer);
  return fewerWrites(parts);
}
