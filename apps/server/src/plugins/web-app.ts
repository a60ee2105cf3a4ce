import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { apiNotFound } from "./errors";
import { allowedMethods, methodNotAllowed } from "./http-hygiene";
import { registerSecurityHeaders } from "./security-headers";

/** CSP hashes of the inline scripts in index.html (the pre-paint theme script), so no 'unsafe-inline'. */
function inlineScriptHashes(indexHtml: string | undefined): string[] {
  if (!indexHtml) return [];
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.trim()) hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

/** Security headers, the built SPA with long-lived hashed assets, and the history fallback. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, "index.html");
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, "utf8") : undefined;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the essay checker compile its WebAssembly (harper.js, in a module worker
        // served from 'self'); it allows no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(indexHtml)],
        workerSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none', for browsers that only read the older header.
    xFrameOptions: { action: "deny" },
  });

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the one the client accepts is sent as it is.
      preCompressed: true,
      // Our setHeaders decides caching per file; the plugin's own max-age would override it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/: cache for a year.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const isPageUrl = !url.startsWith("/api") && !path.extname(url);
    const isPage = (request.method === "GET" || request.method === "HEAD") && isPageUrl;
    // A path that exists with other methods is a 405 naming them (the router's own lookup); every
    // extensionless path outside /api is a page of the SPA, served to GET and HEAD only.
    const allowed = isPage ? [] : isPageUrl ? ["GET", "HEAD"] : allowedMethods(app, url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .send(methodNotAllowed(request.method, url, allowed));
    }
    if (isPage && indexHtml) {
      return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexHtml);
    }
    if (isPage) {
      return reply.status(503).send({ statusCode: 503, errMsg: "The web app is not built yet: run npm run build" });
    }
    return reply
      .status(404)
      .send(
        url.startsWith("/api") ? apiNotFound(request.method, url) : { statusCode: 404, errMsg: `Not found: ${url}` },
      );
  });
}
