/**
 * Recognises an uploaded image by its bytes, never by its name or declared type: only real images get in.
 * Reads the pixel size from the header too, so a tiny file that decodes to a gigantic bitmap
 * (a decompression bomb) can be refused before any browser tries to draw it.
 */

export const UPLOAD_IMAGE_TYPES = ["png", "jpeg", "gif", "webp"] as const;
export type TImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

export const IMAGE_MIME: Readonly<Record<TImageType, string>> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** The file extension we serve each type under. */
export const IMAGE_EXTENSION: Readonly<Record<TImageType, string>> = {
  png: "png",
  jpeg: "jpg",
  gif: "gif",
  webp: "webp",
};

/**
 * Largest side and area we accept. A writing-task chart is drawn at most a screen wide (a 4K screenshot is
 * 3,840 × 2,160, 8.3 MP); 4,096 a side and 16 MP leave room for that and keep a decoded picture (4 bytes a
 * pixel) under 64 MB for the server's check and every learner's browser.
 */
export const MAX_IMAGE_SIDE = 4_096;
export const MAX_IMAGE_PIXELS = 16_000_000;
/** Largest picture file an administrator may upload (a bigger one is a 413 before any check). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type TImageSignature = { type: TImageType; width: number; height: number };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const be16 = (b: Uint8Array, i: number): number => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const le16 = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const le24 = (b: Uint8Array, i: number): number => le16(b, i) | ((b[i + 2] ?? 0) << 16);
const be32 = (b: Uint8Array, i: number): number => be16(b, i) * 65_536 + be16(b, i + 2);

function png(bytes: Uint8Array): TImageSignature | undefined {
  if (!startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return undefined;
  // The first chunk must be IHDR: width and height are its first two big-endian words.
  if (!startsWith(bytes, ascii("IHDR"), 12) || bytes.length < 24) return undefined;
  return { type: "png", width: be32(bytes, 16), height: be32(bytes, 20) };
}

function gif(bytes: Uint8Array): TImageSignature | undefined {
  if (!startsWith(bytes, ascii("GIF87a")) && !startsWith(bytes, ascii("GIF89a"))) return undefined;
  if (bytes.length < 10) return undefined;
  return { type: "gif", width: le16(bytes, 6), height: le16(bytes, 8) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic) carry the frame size. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Uint8Array): TImageSignature | undefined {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return undefined;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (JPEG_SOF.has(marker)) return { type: "jpeg", height: be16(bytes, i + 5), width: be16(bytes, i + 7) };
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image or scan data before any frame
    i += 2 + be16(bytes, i + 2);
  }
  return undefined;
}

function webp(bytes: Uint8Array): TImageSignature | undefined {
  if (!startsWith(bytes, ascii("RIFF")) || !startsWith(bytes, ascii("WEBP"), 8)) return undefined;
  if (startsWith(bytes, ascii("VP8X"), 12) && bytes.length >= 30) {
    return { type: "webp", width: le24(bytes, 24) + 1, height: le24(bytes, 27) + 1 };
  }
  if (startsWith(bytes, ascii("VP8 "), 12) && startsWith(bytes, [0x9d, 0x01, 0x2a], 23) && bytes.length >= 30) {
    return { type: "webp", width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
  }
  if (startsWith(bytes, ascii("VP8L"), 12) && bytes[20] === 0x2f && bytes.length >= 25) {
    const bits = (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
    return { type: "webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

/** The image type and size read from the file's own header, or undefined when it is not one we accept. */
export function readImageSignature(bytes: Uint8Array): TImageSignature | undefined {
  return png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes);
}

export type TImageCheck = { ok: true; image: TImageSignature } | { ok: false; reason: "not-an-image" | "too-large" };

/** Accepts PNG, JPEG, GIF and WebP with a sane pixel size; everything else (SVG included) is refused. */
export function checkUploadedImage(bytes: Uint8Array): TImageCheck {
  const image = readImageSignature(bytes);
  if (!image || image.width === 0 || image.height === 0) return { ok: false, reason: "not-an-image" };
  if (image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE || image.width * image.height > MAX_IMAGE_PIXELS) {
    return { ok: false, reason: "too-large" };
  }
  return { ok: true, image };
}
