import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { adler32, adler32Combine, deflatePiece, packPiece, pieceText, unpackPiece, zlibStream } from "./deflate-pieces";

const utf8 = (text: string) => Buffer.from(text, "utf8");

describe("adler32", () => {
  it.each([
    ["", 0x00000001],
    ["a", 0x00620062],
    ["abc", 0x024d0127],
    ["Wikipedia", 0x11e60398],
    ["message digest", 0x29750586],
  ])("of %j is %s", (text, sum) => {
    expect(adler32(utf8(text))).toBe(sum);
  });

  it("agrees with zlib's own over long, non-ASCII text (past the overflow bound of 5,552 bytes)", () => {
    const text = "Übung macht den Meister — 練習は完璧を作る. ".repeat(400);
    const viaZlib = zlib.deflateSync(utf8(text)).readUInt32BE(zlib.deflateSync(utf8(text)).length - 4);
    expect(adler32(utf8(text))).toBe(viaZlib);
  });

  it.each([
    ["", ""],
    ["a", ""],
    ["", "b"],
    ["Keeping Winter", ": The Rise and Fall"],
    ["x".repeat(70_000), "y".repeat(131_100)],
  ])("combines %j and %j as if summed in one go", (first, second) => {
    const combined = adler32Combine(adler32(utf8(first)), adler32(utf8(second)), utf8(second).length);
    expect(combined).toBe(adler32(utf8(first + second)));
  });
});

describe("zlibStream", () => {
  const record = (n: number) =>
    JSON.stringify({
      testTakerID: `MT-${n}`,
      title: "Keeping Winter — the ice trade",
      answers: { "1": "TRUE", "2": "Ça" },
    });

  it.each<[string, Array<string | number>]>([
    ["nothing", []],
    ["one text", ['{"a":1}']],
    ["one piece", [1]],
    ["texts around pieces", ['{"list":[', 1, ",", 2, ",", 3, '],"total":3}']],
    ["pieces side by side", [1, 2, 3]],
    ["an empty text between pieces", [1, "", 2]],
    ["a text longer than one stored block", ["z".repeat(200_000), 1, "ü".repeat(40_000)]],
  ])("inflates to the parts' text joined: %s", (_, parts) => {
    const expected = parts.map((p) => (typeof p === "string" ? p : record(p))).join("");
    const stream = zlibStream(parts.map((p) => (typeof p === "string" ? p : deflatePiece(record(p)))));
    // zlib checks the Adler-32 trailer: a wrong sum fails here.
    expect(zlib.inflateSync(stream).toString("utf8")).toBe(expected);
  });

  it("is refused by zlib when a piece's sum is wrong, so the trailer is really checked", () => {
    const piece = deflatePiece(record(1));
    expect(() => zlib.inflateSync(zlibStream(["[", { ...piece, adler: piece.adler ^ 1 }, "]"]))).toThrow(
      /incorrect data check/,
    );
  });

  it("reads back a piece packed for a BLOB column, from an offset view too", () => {
    const piece = deflatePiece(record(7));
    const packed = packPiece(piece);
    const backing = new Uint8Array(packed.length + 2);
    backing.set(packed, 2);
    const view = new Uint8Array(backing.buffer, 2, packed.length);
    for (const stored of [packed, view]) {
      const back = unpackPiece(stored);
      expect(back.adler).toBe(piece.adler);
      expect(back.length).toBe(piece.length);
      expect(Buffer.compare(back.bytes, piece.bytes)).toBe(0);
      expect(pieceText(back)).toBe(record(7));
    }
    expect(() => unpackPiece(new Uint8Array(3))).toThrow(/shorter than its header/);
  });
});
