import zlib from "node:zlib";

/**
 * Pre-compressed pieces of a JSON answer, stitched into one zlib stream (HTTP `Content-Encoding: deflate`,
 * RFC 1950/1951) without compressing anything per request. Each piece is raw deflate compressed on its own
 * and ended with a sync flush: its blocks are complete, not final, end on a byte boundary and refer to no
 * byte before the piece, so pieces can follow each other in any order. Text that changes per request goes
 * in between as stored (uncompressed) blocks. The stream's Adler-32 is combined from the pieces' own.
 */
export type TDeflatePiece = {
  /** Raw deflate blocks, sync-flushed, none final. */
  bytes: Buffer;
  /** Adler-32 of the piece's UTF-8 text. */
  adler: number;
  /** Byte length of the piece's UTF-8 text. */
  length: number;
};

const BASE = 65_521;
const NMAX = 5_552; // the most bytes summed before the 32-bit sums could overflow (zlib's bound)
const STORED_MAX = 65_535;

/** Adler-32 of bytes (RFC 1950), continuing from `adler` (1 for a fresh sum). */
export function adler32(bytes: Uint8Array, adler = 1): number {
  let a = adler & 0xffff;
  let b = adler >>> 16;
  for (let start = 0; start < bytes.length; start += NMAX) {
    const end = Math.min(start + NMAX, bytes.length);
    for (let i = start; i < end; i++) {
      a += bytes[i] as number;
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of two texts one after the other, from each one's sum and the second one's length. */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (second & 0xffff) + BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + BASE - rem;
  sum1 %= BASE;
  sum2 %= BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** Compresses text once (level 9: it is stored and sent many times) into a piece to stitch later. */
export function deflatePiece(text: string): TDeflatePiece {
  const raw = Buffer.from(text, "utf8");
  const bytes = zlib.deflateRawSync(raw, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return { bytes, adler: adler32(raw), length: raw.length };
}

/** The text a piece holds (its blocks end without a final one, so inflate stops at the sync flush). */
export function pieceText(piece: TDeflatePiece): string {
  return zlib.inflateRawSync(piece.bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString("utf8");
}

/** A piece as one buffer for a BLOB column: Adler-32 and length (4 bytes each, big-endian), then the blocks. */
export function packPiece(piece: TDeflatePiece): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(piece.adler, 0);
  head.writeUInt32BE(piece.length, 4);
  return Buffer.concat([head, piece.bytes]);
}

/** The piece a BLOB holds (see packPiece); the blocks are a view, not a copy. */
export function unpackPiece(packed: Uint8Array): TDeflatePiece {
  const buffer = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
  if (buffer.length < 8) throw new Error("A packed deflate piece is shorter than its header");
  return { adler: buffer.readUInt32BE(0), length: buffer.readUInt32BE(4), bytes: buffer.subarray(8) };
}

/** Bytes a text takes as stored blocks: 5 header bytes per block of up to 65,535 (one block when empty). */
const storedSize = (length: number) => length + 5 * Math.max(1, Math.ceil(length / STORED_MAX));

/** Writes text as stored blocks at `at`: a header byte (BFINAL, type 00), LEN, its one's complement, the bytes. */
function writeStored(out: Buffer, at: number, raw: Buffer, last: boolean): number {
  let offset = 0;
  let position = at;
  do {
    const size = Math.min(STORED_MAX, raw.length - offset);
    out[position] = last && offset + size === raw.length ? 1 : 0;
    out.writeUInt16LE(size, position + 1);
    out.writeUInt16LE(~size & 0xffff, position + 3);
    position += 5 + raw.copy(out, position + 5, offset, offset + size);
    offset += size;
  } while (offset < raw.length);
  return position;
}

/**
 * One zlib stream of the texts and pieces in order: texts (strings, or their UTF-8 bytes when a caller
 * reuses them) as stored blocks, pieces as they are, a final stored block for the last text (an empty
 * one when the list ends with a piece), then the Adler-32. Written into one buffer sized up front: this
 * runs on every records page.
 */
export function zlibStream(parts: ReadonlyArray<string | Buffer | TDeflatePiece>): Buffer {
  const items = parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : part));
  const endsWithText = items.length > 0 && Buffer.isBuffer(items[items.length - 1]);
  let size = 2 + 4 + (endsWithText ? 0 : storedSize(0));
  for (const item of items) size += Buffer.isBuffer(item) ? storedSize(item.length) : item.bytes.length;
  const out = Buffer.allocUnsafe(size);
  out[0] = 0x78; // deflate, 32 KB window,
  out[1] = 0x01; // no dictionary, check bits (RFC 1950)
  let at = 2;
  let adler = 1;
  items.forEach((item, index) => {
    if (Buffer.isBuffer(item)) {
      adler = adler32(item, adler);
      at = writeStored(out, at, item, index === items.length - 1);
    } else {
      adler = adler32Combine(adler, item.adler, item.length);
      at += item.bytes.copy(out, at);
    }
  });
  if (!endsWithText) at = writeStored(out, at, Buffer.alloc(0), true);
  out.writeUInt32BE(adler, at);
  return out;
}
