/**
 * A rendered page kept as a template around its CSP nonce, pre-compressed once, so that serving it
 * again costs a string join (or a few buffer copies) instead of a render and a gzip.
 *
 * The page is rendered with a per-process marker in place of the nonce. We split the HTML at the
 * marker and deflate each piece on its own, ending each with a sync flush: a deflate stream is a
 * sequence of blocks, and independently compressed pieces (no back-references across them) can be
 * laid end to end. Per response we deflate only the fresh nonce (a few bytes), interleave, close the
 * stream with an empty final block, and wrap it as gzip with the CRC-32 of the whole page.
 */
import { randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";

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
  /** Bytes of the page without the nonces. */
  length: number;
};

export function templatePage(html: string): PageBody {
  const pieces = html.split(NONCE_MARKER).map((piece) => Buffer.from(piece));
  return {
    pieces,
    deflated: pieces.map((piece) => deflateRawSync(piece, SYNC)),
    length: pieces.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** The page with `nonce` filled in, as plain bytes. */
export function identityBody(page: PageBody, nonce: string): Buffer {
  const filler = Buffer.from(nonce);
  const parts: Buffer[] = [];
  page.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(filler);
    parts.push(piece);
  });
  return Buffer.concat(parts);
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

/** The page with `nonce` filled in, gzip-encoded from the pre-compressed pieces. */
export function gzipBody(page: PageBody, nonce: string): Buffer {
  const filler = Buffer.from(nonce);
  const fillerDeflated = storedBlock(filler);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(fillerDeflated);
      crc = crc32(filler, crc);
    }
    parts.push(page.deflated[i]!);
    crc = crc32(piece, crc);
  });
  parts.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.length + filler.length * (page.pieces.length - 1)) % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
