import { bearer, type TTestContext } from "./harness";

type TFieldValue = string | { bytes: Uint8Array; name: string; type: string };
/** Fields by name, or a list of [name, value] entries when one name repeats. */
export type TFormFields = Record<string, TFieldValue> | [string, TFieldValue][];

/** A multipart/form-data body built by the platform's own FormData, as a browser would send it. */
export async function multipart(fields: TFormFields): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/** Posts the fields as a multipart form to the app, signed in with the token (none: not signed in). */
export async function postForm(ctx: TTestContext, url: string, fields: TFormFields, token: string | null) {
  const body = await multipart(fields);
  return ctx.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}
