import { packPiece, type TDeflatePiece, unpackPiece } from "./deflate-pieces";

/**
 * A learner's practice records kept as chunks of up to RECORDS_PER_CHUNK compressed pieces, oldest first
 * (records are only ever appended), so a records page reads one or two chunks instead of twenty rows:
 * reading one row per record, each its own blob, was the largest share of the records page's database
 * time. A chunk is each piece as packPiece writes it, preceded by that packed length (4 bytes,
 * big-endian).
 */
export const RECORDS_PER_CHUNK = 20;

/** Bytes of a chunk: its number (position / RECORDS_PER_CHUNK) and the bytes, or the bytes to append. */
export type TChunk = { seq: number; bytes: Buffer };

/** The pieces of a chunk, oldest first; each piece's blocks are a view of the chunk, not a copy. */
export function chunkPieces(chunk: Uint8Array): TDeflatePiece[] {
  const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  const pieces: TDeflatePiece[] = [];
  for (let at = 0; at < bytes.length; ) {
    if (at + 4 > bytes.length) throw new Error("A record chunk ends inside a piece's length");
    const end = at + 4 + bytes.readUInt32BE(at);
    if (end > bytes.length) throw new Error("A record chunk ends inside a piece");
    pieces.push(unpackPiece(bytes.subarray(at + 4, end)));
    at = end;
  }
  return pieces;
}

function entry(piece: TDeflatePiece): Buffer {
  const packed = packPiece(piece);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(packed.length, 0);
  return Buffer.concat([length, packed]);
}

/**
 * What to add to which chunk when `pieces` follow the `before` records a learner already has: each
 * chunk's new entries, to go after the bytes it holds (a chunk begun earlier) or to start it. Entries
 * carry their own lengths, so a chunk grows by appending bytes, without being read back.
 */
export function appendedChunks(before: number, pieces: TDeflatePiece[]): TChunk[] {
  const chunks: TChunk[] = [];
  for (let index = 0; index < pieces.length; ) {
    const position = before + index;
    const room = RECORDS_PER_CHUNK - (position % RECORDS_PER_CHUNK);
    const taken = pieces.slice(index, index + room);
    chunks.push({ seq: Math.floor(position / RECORDS_PER_CHUNK), bytes: Buffer.concat(taken.map(entry)) });
    index += taken.length;
  }
  return chunks;
}

/**
 * Positions (0 = oldest) of a page's records, newest first: page 1 holds the newest `pageSize`, and a
 * page past the end holds none.
 */
export function pagePositions(total: number, page: number, pageSize: number): number[] {
  const newest = total - 1 - (page - 1) * pageSize;
  const positions: number[] = [];
  for (let p = newest; p > newest - pageSize && p >= 0; p--) positions.push(p);
  return positions;
}

/** The pieces at `positions`, from the chunks read (by chunk number); a missing chunk is an error. */
export function piecesAt(positions: number[], chunks: ReadonlyMap<number, Uint8Array>): TDeflatePiece[] {
  const parsed = new Map<number, TDeflatePiece[]>();
  return positions.map((position) => {
    const seq = Math.floor(position / RECORDS_PER_CHUNK);
    let pieces = parsed.get(seq);
    if (!pieces) {
      const chunk = chunks.get(seq);
      if (!chunk) throw new Error(`Record chunk ${seq} is missing`);
      pieces = chunkPieces(chunk);
      parsed.set(seq, pieces);
    }
    const piece = pieces[position % RECORDS_PER_CHUNK];
    if (!piece) throw new Error(`Record ${position} is missing from chunk ${seq}`);
    return piece;
  });
}
