import { describe, expect, it } from "vitest";
import { checkUploadedImage, readImageSignature } from "./image-signature";
import { solidPng } from "./testing/solid-png";

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

// Headers built by hand from each format's specification: only the bytes the reader looks at matter.
const PNG_5000_BY_3 = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  "IHDR",
  [0, 0, 0x13, 0x88, 0, 0, 0, 3],
);
const GIF_1_BY_1 = bytes("GIF89a", [1, 0, 1, 0, 0x80, 0, 0]);
const GIF_640_BY_480 = bytes("GIF87a", [0x80, 0x02, 0xe0, 0x01, 0, 0, 0]);
const JPEG_BASELINE_300_BY_200 = bytes(
  [0xff, 0xd8, 0xff, 0xe0, 0, 16],
  "JFIF",
  [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  [0xff, 0xc0, 0, 17, 8, 0, 200, 1, 44, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
);
const JPEG_PROGRESSIVE_16_BY_9 = bytes([0xff, 0xd8, 0xff, 0xc2, 0, 11, 8, 0, 9, 0, 16, 1, 1, 0x11, 0, 0, 0]);
const JPEG_NO_FRAME = bytes([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0, 0]);
const WEBP_LOSSLESS_1_BY_1 = bytes(
  "RIFF",
  [0x1a, 0, 0, 0],
  "WEBP",
  "VP8L",
  [0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10],
);
const WEBP_LOSSY_400_BY_300 = bytes(
  "RIFF",
  [0x30, 0, 0, 0],
  "WEBP",
  "VP8 ",
  [0x24, 0, 0, 0],
  [0x10, 0x02, 0],
  [0x9d, 0x01, 0x2a],
  [0x90, 0x01, 0x2c, 0x01],
);
const WEBP_EXTENDED_20000_BY_2 = bytes(
  "RIFF",
  [0x30, 0, 0, 0],
  "WEBP",
  "VP8X",
  [10, 0, 0, 0, 0, 0, 0, 0],
  [0x1f, 0x4e, 0],
  [1, 0, 0],
);

describe("readImageSignature", () => {
  it.each([
    ["a real PNG", solidPng(37, 21), { type: "png", width: 37, height: 21 }],
    ["a PNG header", PNG_5000_BY_3, { type: "png", width: 5000, height: 3 }],
    ["GIF89a", GIF_1_BY_1, { type: "gif", width: 1, height: 1 }],
    ["GIF87a", GIF_640_BY_480, { type: "gif", width: 640, height: 480 }],
    ["baseline JPEG after an APP0 segment", JPEG_BASELINE_300_BY_200, { type: "jpeg", width: 300, height: 200 }],
    ["progressive JPEG", JPEG_PROGRESSIVE_16_BY_9, { type: "jpeg", width: 16, height: 9 }],
    ["lossless WebP", WEBP_LOSSLESS_1_BY_1, { type: "webp", width: 1, height: 1 }],
    ["lossy WebP", WEBP_LOSSY_400_BY_300, { type: "webp", width: 400, height: 300 }],
    ["extended WebP", WEBP_EXTENDED_20000_BY_2, { type: "webp", width: 20000, height: 2 }],
  ])("reads %s", (_name, file, expected) => {
    expect(readImageSignature(file)).toEqual(expected);
  });

  it.each([
    ["empty", bytes()],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["a Windows executable renamed .png", bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])],
    ["an ELF executable", bytes([0x7f], "ELF", [2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ["HTML", bytes("<!doctype html><script>alert(1)</script>")],
    ["a PDF", bytes("%PDF-1.7\n%\xe2\xe3")],
    ["a PNG signature with no IHDR", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IDATxxxxxxxxxxxx")],
    ["a truncated PNG", bytes([0x89, 0x50, 0x4e, 0x47])],
    ["a JPEG with no frame", JPEG_NO_FRAME],
    ["RIFF that is not WebP", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")],
  ])("refuses %s", (_name, file) => {
    expect(readImageSignature(file)).toBeUndefined();
  });
});

/** A PNG signature and IHDR naming width × height: all the size check reads. */
const pngHeader = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
    "IHDR",
    [width >>> 24, (width >>> 16) & 0xff, (width >>> 8) & 0xff, width & 0xff],
    [height >>> 24, (height >>> 16) & 0xff, (height >>> 8) & 0xff, height & 0xff],
  );

describe("checkUploadedImage", () => {
  it.each([
    ["a small PNG", solidPng(4, 4), "ok"],
    ["a 4,096 × 3,906 PNG (15.999 megapixels, the largest area)", pngHeader(4_096, 3_906), "ok"],
    ["a 4,096 × 1 PNG (the widest)", pngHeader(4_096, 1), "ok"],
    ["a 4,097 × 1 PNG (one pixel too wide)", pngHeader(4_097, 1), "too-large"],
    ["a 1 × 4,097 PNG (one pixel too tall)", pngHeader(1, 4_097), "too-large"],
    ["a 4,096 × 3,907 PNG (just over 16 megapixels)", pngHeader(4_096, 3_907), "too-large"],
    ["an 8,000 × 5,000 PNG (40 megapixels)", pngHeader(8_000, 5_000), "too-large"],
    ["a 640×480 GIF", GIF_640_BY_480, "ok"],
    ["an SVG", bytes("<svg></svg>"), "not-an-image"],
    ["a zero-width GIF", bytes("GIF89a", [0, 0, 1, 0, 0, 0, 0]), "not-an-image"],
    ["a 20000-pixel-wide WebP", WEBP_EXTENDED_20000_BY_2, "too-large"],
    [
      "a 10000×10000 PNG header (100 megapixels)",
      bytes(
        [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
        "IHDR",
        [0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10],
      ),
      "too-large",
    ],
  ])("%s → %s", (_name, file, verdict) => {
    const result = checkUploadedImage(file);
    expect(result.ok ? "ok" : result.reason).toBe(verdict);
  });
});
