import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** For tests: real pictures (decodable to the last pixel) and the hostile files that imitate them. */

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid black 8-bit greyscale PNG. Black compresses about 1,000 to 1: 8,000 × 5,000 (40 megapixels)
 * is a file of some 40 KB, the decompression bomb of the attack.
 */
export function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit depth, greyscale, default compression, filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })),
    chunk("IEND", new Uint8Array()),
  ]);
}

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 51, g: 102, b: 204 } } });

/** A real JPEG of width × height. */
export const realJpeg = (width: number, height: number) => canvas(width, height).jpeg().toBuffer();

/** A real lossy WebP of width × height. */
export const realWebp = (width: number, height: number) => canvas(width, height).webp().toBuffer();

/** A real GIF of width × height. */
export const realGif = (width: number, height: number) => canvas(width, height).gif().toBuffer();

/** An animated GIF of `frames` frames of width × height: its header names one frame's size only. */
export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const colours = Array.from({ length: frames }, (_, i) => ({ r: (i * 40) % 256, g: 90, b: 160 }));
  const pages = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    .gif()
    .toBuffer();
}
