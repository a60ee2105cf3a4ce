import type { FastifyInstance } from "fastify";

export interface TRoute {
  method: string;
  url: string;
}

/**
 * Every route the app has registered, read back from Fastify's own route tree (`printRoutes`), so a
 * suite that walks the API cannot miss a call added later. Each tree line is a path fragment under its
 * parent, e.g. `│   └── _random (POST)` under `├── /api/reading/single (POST)`.
 */
export function listRoutes(app: FastifyInstance): TRoute[] {
  const prefixes: string[] = [];
  const routes: TRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    prefixes.length = depth;
    const url = (prefixes[depth - 1] ?? "") + (match[2] ?? "");
    prefixes[depth] = url;
    for (const method of match[3]?.split(", ") ?? []) routes.push({ method, url });
  }
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}
