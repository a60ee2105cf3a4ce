import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";

/** GET /api/images/<sha256>.<ext>: content-addressed, so cached forever by browsers and proxies. */
export function imagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string } }>("/api/images/:file", async (request, reply) => {
    const match = /^([0-9a-f]{64})\.[a-z0-9]{1,5}$/.exec(request.params.file);
    if (!match) throw notFound(`No such image: ${request.params.file}`);
    const row = await deps.db
      .selectFrom("images")
      .select(["mime", "bytes"])
      .where("sha256", "=", match[1] ?? "")
      .executeTakeFirst();
    if (!row) throw notFound(`No such image: ${request.params.file}`);
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .type(row.mime)
      .send(Buffer.from(row.bytes));
  });
}
