import {
  checkUploadedImage,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  type TImageSignature,
  type TImageType,
} from "@bandcraft/domain/image-signature";
import sharp from "sharp";
import { badRequest } from "../../lib/app-error";

// Each check decodes one upload once: libvips' cache would only keep decoded pixels in memory.
sharp.cache(false);

/** sharp's name of each format we accept: the decoder must agree with the header we read. */
const SHARP_FORMAT: Readonly<Record<TImageType, string>> = { png: "png", jpeg: "jpeg", gif: "gif", webp: "webp" };

const tooLarge = () =>
  badRequest(
    `The image is too large: at most ${MAX_IMAGE_SIDE.toLocaleString("en")} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  );
const notAnImage = () => badRequest("The file is not an image: upload a PNG, JPEG, GIF or WebP picture");
const notDrawable = () =>
  badRequest(
    "The file is not an image that can be drawn (a header alone, or damaged picture data): upload a PNG, JPEG, GIF or WebP picture",
  );

/**
 * Decodes every pixel of every frame with libvips (sharp), so a header alone or damaged data is not taken
 * for a picture. `limitInputPixels` counts all frames of an animation (`animated`), and `failOn: warning`
 * refuses anything the decoder had to repair.
 */
async function decodes(bytes: Uint8Array, type: TImageType): Promise<"ok" | "too-large" | "broken"> {
  const image = sharp(bytes, { failOn: "warning", limitInputPixels: MAX_IMAGE_PIXELS, animated: true });
  try {
    const meta = await image.metadata();
    if (meta.format !== SHARP_FORMAT[type]) return "broken";
    // With `animated`, height is the frame height times the frames.
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) return "too-large";
    await image.stats();
    return "ok";
  } catch (error) {
    return error instanceof Error && /pixel limit/i.test(error.message) ? "too-large" : "broken";
  }
}

/**
 * An uploaded picture's type and size, or a 400: typed by its bytes (PNG, JPEG, GIF, WebP), its size read
 * from the header and refused over the cap before anything is decoded (a decompression bomb never is),
 * then decoded in full.
 */
export async function checkPicture(bytes: Uint8Array): Promise<TImageSignature> {
  const header = checkUploadedImage(bytes);
  if (!header.ok) throw header.reason === "too-large" ? tooLarge() : notAnImage();
  const decoded = await decodes(bytes, header.image.type);
  if (decoded === "too-large") throw tooLarge();
  if (decoded === "broken") throw notDrawable();
  return header.image;
}
