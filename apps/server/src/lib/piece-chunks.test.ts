import { describe, expect, it } from "vitest";
import { deflatePiece, pieceText, type TDeflatePiece } from "./deflate-pieces";
import { appendedChunks, chunkPieces, pagePositions, piecesAt, RECORDS_PER_CHUNK } from "./piece-chunks";

const record = (n: number) => deflatePiece(JSON.stringify({ testTakerID: `TT-${n}`, title: "Keeping Winter — 冰" }));
const texts = (pieces: TDeflatePiece[]) => pieces.map(pieceText);

/** Stores `count` records in appends of the given sizes, as the submit path does, and returns the chunks. */
function store(appends: number[]): Map<number, Buffer> {
  const chunks = new Map<number, Buffer>();
  let before = 0;
  for (const size of appends) {
    const pieces = Array.from({ length: size }, (_, i) => record(before + i));
    // As the database does: a chunk begun earlier grows by the bytes appended.
    for (const chunk of appendedChunks(before, pieces)) {
      chunks.set(chunk.seq, Buffer.concat([chunks.get(chunk.seq) ?? Buffer.alloc(0), chunk.bytes]));
    }
    before += size;
  }
  return chunks;
}

describe("pagePositions", () => {
  it.each([
    [0, 1, 20, []],
    [3, 1, 20, [2, 1, 0]],
    [3, 1, 2, [2, 1]],
    [3, 2, 2, [0]],
    [3, 3, 2, []],
    [45, 1, 20, Array.from({ length: 20 }, (_, i) => 44 - i)],
    [45, 3, 20, [4, 3, 2, 1, 0]],
    [45, 2, 7, [37, 36, 35, 34, 33, 32, 31]],
    [1, 1, 100, [0]],
  ])("of %i records, page %i of size %i is %j", (total, page, size, positions) => {
    expect(pagePositions(total, page, size)).toEqual(positions);
  });
});

describe("appendedChunks and chunkPieces", () => {
  it.each([
    [[1]],
    [[20]],
    [[21]],
    [[19, 1, 1]],
    [[5, 30, 6]],
    [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    [[64]],
  ])("appends %j: each chunk holds its records in order, %i to a chunk", (appends) => {
    const chunks = store(appends);
    const total = appends.reduce((a, b) => a + b, 0);
    expect([...chunks.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: Math.ceil(total / RECORDS_PER_CHUNK) }, (_, i) => i),
    );
    const stored = [...chunks.keys()]
      .sort((a, b) => a - b)
      .flatMap((seq) => texts(chunkPieces(chunks.get(seq) ?? Buffer.alloc(0))));
    expect(stored).toEqual(Array.from({ length: total }, (_, n) => pieceText(record(n))));
  });

  it.each([
    [0, 1, [[0, 1]]],
    [19, 1, [[0, 1]]],
    [
      19,
      2,
      [
        [0, 1],
        [1, 1],
      ],
    ],
    [20, 20, [[1, 20]]],
    [
      7,
      50,
      [
        [0, 13],
        [1, 20],
        [2, 17],
      ],
    ],
  ])("after %i records, %i more go to [chunk, how many]: %j", (before, count, expected) => {
    const pieces = Array.from({ length: count }, (_, i) => record(before + i));
    const chunks = appendedChunks(before, pieces);
    expect(chunks.map((c) => [c.seq, chunkPieces(c.bytes).length])).toEqual(expected);
  });

  it("refuses a cut chunk", () => {
    const chunk = store([2]).get(0) ?? Buffer.alloc(0);
    expect(() => chunkPieces(chunk.subarray(0, chunk.length - 1))).toThrow(/ends inside a piece/);
    expect(() => chunkPieces(chunk.subarray(0, 2))).toThrow(/ends inside a piece's length/);
  });
});

describe("piecesAt", () => {
  it("takes a page's records newest first, across two chunks", () => {
    const chunks = store([45]);
    const positions = pagePositions(45, 2, 20);
    expect(texts(piecesAt(positions, chunks))).toEqual(positions.map((p) => pieceText(record(p))));
  });

  it("says which chunk a page needs and was not read", () => {
    const chunks = store([45]);
    chunks.delete(1);
    expect(() => piecesAt(pagePositions(45, 1, 20), chunks)).toThrow(/chunk 1 is missing/);
  });
});
