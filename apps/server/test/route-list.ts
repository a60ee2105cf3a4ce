import type { RouteOptions } from "fastify";
import { createTestContext } from "./harness";

export interface TRoute {
  method: string;
  url: string;
  /** The route's own body limit, where it has one (else the server's 1 MB). */
  bodyLimit?: number;
}

/**
 * Every route a real app registers, HEAD and the web app's static files included, collected by Fastify's
 * onRoute hook as it registers them, so a suite that walks the API cannot miss a call added later. The
 * access test proves the /api ones are exactly the contract's endpoint table.
 */
export async function listRoutes(): Promise<TRoute[]> {
  const registered: RouteOptions[] = [];
  const ctx = await createTestContext("sqlite", {}, { onRoute: (route) => registered.push(route) });
  await ctx.close();
  const routes = registered.flatMap((r) =>
    (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({
      method: String(method),
      url: r.url,
      ...(r.bodyLimit !== undefined && { bodyLimit: r.bodyLimit }),
    })),
  );
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}
