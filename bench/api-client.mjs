// Small API helpers the benchmarks share.

/** POSTs JSON to /api<path> with a bearer token and resolves with the parsed answer. */
export const post = (base, path, token, body) =>
  fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((res) => res.json());

/** Question number (as text) → the key's first accepted answer, from an admin copy of the practice. */
export function answersOf(practice) {
  const out = {};
  for (const [key, value] of Object.entries(practice.answers ?? {})) {
    const n = Number(key.split("_")[1]);
    const values = Array.isArray(value) ? value : [value];
    values.forEach((v, i) => {
      out[String(n + i)] = String(v).split("|")[0];
    });
  }
  return out;
}
