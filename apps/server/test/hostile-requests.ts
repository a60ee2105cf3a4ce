import { solidPng } from "@bandcraft/domain/testing/solid-png";
import fc from "fast-check";
import { FIELD_NAMES, hostileString, hostileValue, mutatedSample, toJsonText } from "./hostile-values";

// Hostile requests for the hostile-input suite: bodies (broken JSON, bytes, depth, wrong content
// types), authorizations, queries, encodings and malformed multipart forms.

/** One generated request body: what goes on the wire and the content type it claims. */
export interface THostileBody {
  kind: string;
  payload?: string | Buffer;
  contentType?: string;
}

const BROKEN_JSON = [
  "{",
  "}",
  "[1,]",
  "{'a':1}",
  '{"a":}',
  "undefined",
  "NaN",
  "Infinity",
  '{"a":1}garbage',
  "\u0000",
  "\ufeff{}",
  "//{}",
  '{"a":1,"a":2}',
  "  ",
  '"\\ud800"',
  '"\\u0000"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"paginationRequest":{"page":1e999,"pageSize":-1e999}}',
];

/** Invalid UTF-8 inside an otherwise valid JSON document. */
const nonUtf8Json = fc
  .tuple(fc.constantFrom(...FIELD_NAMES), fc.uint8Array({ minLength: 1, maxLength: 24 }))
  .map(([key, bytes]) =>
    Buffer.concat([
      Buffer.from(`{"${key}":"`),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
      Buffer.from(bytes),
      Buffer.from('"}'),
    ]),
  );

/** Arrays or objects nested up to thousands deep, alone or inside a real field. */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean(), fc.constantFrom(...FIELD_NAMES))
  .map(([depth, objects, key]) => {
    const inner = objects
      ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`
      : `${"[".repeat(depth)}${"]".repeat(depth)}`;
    return `{"${key}":${inner}}`;
  });

const CONTENT_TYPES = [
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----x",
  "application/octet-stream",
  "application/json; charset=utf-16",
  "application/json; charset=iso-8859-1",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json;",
  "application/json; boundary=x",
  "application/problem+json",
  "text/json",
  "*/*",
  "application/",
  ";",
  "application/json, text/plain",
  "image/png",
  "text/html",
];

/** A content type: usually the honest one, sometimes another, a made-up one, or none. */
export const hostileContentType = (honest: string): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(honest) },
    { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** Wrong JSON bodies for a call: mutations of its sample, arbitrary values, broken text, bytes, depth, nothing. */
export function hostileJsonBody(sample: unknown): fc.Arbitrary<THostileBody> {
  const json = (kind: string, arb: fc.Arbitrary<string | Buffer>) =>
    fc
      .tuple(arb, hostileContentType("application/json"))
      .map(([payload, contentType]): THostileBody => ({ kind, payload, contentType }));
  return fc.oneof(
    { weight: 6, arbitrary: json("mutated sample", mutatedSample(sample).map(toJsonText)) },
    // One string or number of a valid body made hostile: it passes type checks and reaches the database.
    { weight: 6, arbitrary: json("one field retyped", mutatedSample(sample, "retext").map(toJsonText)) },
    { weight: 3, arbitrary: json("any JSON value", hostileValue.map(toJsonText)) },
    { weight: 1, arbitrary: json("broken JSON", fc.constantFrom(...BROKEN_JSON)) },
    { weight: 1, arbitrary: json("random text", fc.string({ unit: "binary", maxLength: 200 })) },
    {
      weight: 1,
      arbitrary: json(
        "random bytes",
        fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.from(b)),
      ),
    },
    { weight: 1, arbitrary: json("non-UTF-8 JSON", nonUtf8Json) },
    { weight: 1, arbitrary: json("deep JSON", deepJson) },
    { weight: 1, arbitrary: json("empty body", fc.constant("")) },
    { weight: 1, arbitrary: fc.constant({ kind: "no body" }) },
  );
}

/** A path with its parameters filled by hostile segments. */
export const hostilePath = (url: string): fc.Arbitrary<string> =>
  url.includes(":")
    ? fc
        .oneof(
          fc.string({ unit: "binary", maxLength: 80 }).map(encodeURIComponent),
          fc.constantFrom(
            "..%2f..%2fetc%2fpasswd",
            "%00",
            `${"a".repeat(64)}.png`,
            `${"0".repeat(64)}.svg`,
            "x".repeat(5000),
          ),
        )
        .map((segment) => url.replace(/:[^/]+/g, segment))
    : fc.constant(url);

/** An Authorization header that is not a valid session. */
export const hostileAuthorization = fc.oneof(
  fc.constantFrom(undefined, "", "Bearer", "Bearer ", "bearer x", "Basic YWRtaW46YWRtaW4=", "Bearer a b", "Token x"),
  fc.string({ maxLength: 80 }).map((s) => `Bearer ${s}`),
  fc.constant(`Bearer ${"a".repeat(16_384)}`),
);

export const hostileQuery = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("?a=1", "?__proto__[x]=1", "?page=-1&pageSize=1e999", "?%zz", `?${"a=1&".repeat(1000)}`),
  },
);

/** Encodings asked for and claimed: a gzipped answer must still be the envelope; a claimed one is not trusted. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    "accept-encoding": fc.constantFrom("gzip", "gzip, deflate, br", "br", "identity", "*", "gzip;q=0", "x-unknown"),
    "content-encoding": fc.constantFrom("gzip", "br", "deflate", "identity", "x-unknown"),
    "content-language": fc.string({ maxLength: 20 }),
  },
  { requiredKeys: [] },
);

// ---- multipart ----

const CRLF = "\r\n";

interface TPart {
  name: string;
  filename?: string;
  type?: string;
  body: string | Uint8Array;
}

const boundaryArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant("----bandcraftBoundary7MA4YWxk") },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 90 }).filter((s) => !/[\r\n]/.test(s)) },
  { weight: 1, arbitrary: fc.constantFrom("", '"quoted"', "a".repeat(71), "=", " ", "--", ";") },
);

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("writingData", "pic") },
  { weight: 1, arbitrary: fc.constantFrom("writingdata", "pic[]", "", "file", 'writingData"; x="y', "__proto__") },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).filter((s) => !/[\r\n"]/.test(s)) },
);

/** The form's parts: hostile writingData documents, pictures real and fake, arbitrary names. */
function multipartParts(writingDataSample: unknown): fc.Arbitrary<TPart[]> {
  const png = solidPng(8, 8);
  const content = fc.oneof(
    { weight: 3, arbitrary: mutatedSample(writingDataSample).map(toJsonText) },
    { weight: 1, arbitrary: fc.constant(toJsonText(writingDataSample)) },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constantFrom<string | Uint8Array>(png, png.subarray(0, 20), Buffer.from("MZ\x90\x00")) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 128 }) },
  );
  const part = fc.record(
    {
      name: fieldName,
      filename: fc.constantFrom("chart.png", "evil.exe", "../../x.png", ""),
      type: fc.constantFrom("image/png", "application/json", "text/plain", "image/svg+xml"),
      body: content,
    },
    { requiredKeys: ["name", "body"] },
  );
  return fc.array(part, { maxLength: 5 });
}

function encodeMultipart(boundary: string, parts: TPart[], closed: boolean, eol: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `Content-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    const type = p.type !== undefined ? `${eol}Content-Type: ${p.type}` : "";
    chunks.push(
      Buffer.from(`--${boundary}${eol}${disposition}${type}${eol}${eol}`),
      Buffer.from(p.body),
      Buffer.from(eol),
    );
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

/** Malformed multipart bodies: bad or missing boundaries, truncated parts, wrong names, stray bytes. */
export function hostileMultipartBody(writingDataSample: unknown): fc.Arbitrary<THostileBody> {
  return fc
    .record({
      boundary: boundaryArb,
      headerBoundary: fc.oneof(
        { weight: 4, arbitrary: fc.constant("same") },
        { weight: 1, arbitrary: fc.constantFrom("missing", "other", "empty") },
      ),
      parts: multipartParts(writingDataSample),
      closed: fc.boolean(),
      cut: fc.option(fc.nat(), { freq: 3 }),
      eol: fc.constantFrom(CRLF, CRLF, CRLF, "\n"),
      prefix: fc.constantFrom("", "", "garbage before the first boundary\r\n"),
    })
    .map((m): THostileBody => {
      const encoded = Buffer.concat([Buffer.from(m.prefix), encodeMultipart(m.boundary, m.parts, m.closed, m.eol)]);
      const payload = m.cut === null ? encoded : encoded.subarray(0, m.cut % (encoded.length + 1));
      const header = {
        same: `multipart/form-data; boundary=${m.boundary}`,
        missing: "multipart/form-data",
        other: "multipart/form-data; boundary=not-the-one-used",
        empty: "multipart/form-data; boundary=",
      }[m.headerBoundary];
      return { kind: `multipart (${m.headerBoundary} boundary)`, payload, contentType: header };
    });
}
