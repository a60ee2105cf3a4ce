import zlib from "node:zlib";
import type { FastifyRequest } from "fastify";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { acceptsEncoding, COMPRESS_FROM_BYTES, sendJsonText } from "./reply";

const big = JSON.stringify({ statusCode: 200, errMsg: "", data: "x".repeat(COMPRESS_FROM_BYTES) });
const small = JSON.stringify({ statusCode: 200, errMsg: "", data: "x" });

async function appSending(text: string) {
  const app = Fastify();
  app.get("/", (request, reply) => sendJsonText(request, reply, text));
  await app.ready();
  return app;
}

describe("sendJsonText", () => {
  it.each([
    ["a large body to a client accepting gzip", big, "gzip, deflate, br", "gzip"],
    ["a large body to a client accepting nothing", big, undefined, undefined],
    ["a large body to a client accepting only br", big, "br", undefined],
    ["a small body to a client accepting gzip", small, "gzip", undefined],
  ])("%s", async (_name, text, acceptEncoding, expectedEncoding) => {
    const app = await appSending(text);
    const res = await app.inject({
      method: "GET",
      url: "/",
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(res.headers["content-encoding"]).toBe(expectedEncoding);
    const body = expectedEncoding === "gzip" ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
    expect(body).toBe(text);
    if (expectedEncoding) expect(res.rawPayload.length).toBeLessThan(text.length / 10);
    await app.close();
  });
});

describe("acceptsEncoding", () => {
  const request = (header?: string) =>
    ({ headers: header === undefined ? {} : { "accept-encoding": header } }) as FastifyRequest;
  it.each<[string | undefined, string, boolean]>([
    ["gzip, deflate, br, zstd", "deflate", true],
    ["gzip, deflate, br, zstd", "gzip", true],
    ["br", "deflate", false],
    [undefined, "gzip", false],
    ["", "gzip", false],
    ["Deflate", "deflate", true],
    ["deflate;q=0", "deflate", false],
    ["deflate; q=0.000, gzip", "deflate", false],
    ["deflate;q=0.5", "deflate", true],
    ["*", "deflate", true],
    ["*;q=0", "deflate", false],
    ["*, deflate;q=0", "deflate", false],
    ["deflate;q=0, *", "deflate", false],
    ["*;q=0, deflate", "deflate", true],
    ["gzipx, xdeflate", "deflate", false],
  ])("Accept-Encoding %j accepts %s: %s", (header, coding, expected) => {
    expect(acceptsEncoding(request(header), coding)).toBe(expected);
  });
});
