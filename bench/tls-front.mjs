// A TLS and HTTP/2 front for the built server, standing in for the reverse proxy of docs/operations.md, so a
// browser measures the app as learners reach it: over HTTPS, where Chromium asks for Brotli (it offers only
// gzip over plain HTTP) and multiplexes every request on one HTTP/2 connection. The certificate is
// self-signed, made by openssl for this run; the browser is started with --ignore-certificate-errors.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2) or that describe only one hop. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "host"]);

const forwardable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));

/** A self-signed certificate for 127.0.0.1, in a temporary directory. */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
  const ecKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  const args = ["req", "-x509", ...ecKey, "-days", "1", ...subject, "-keyout", key, "-out", cert];
  execFileSync("openssl", args, { stdio: "ignore" });
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * Listens on `port` with TLS (HTTP/2, and HTTP/1.1 for clients that ask for it) and passes every request to
 * the server at `target` (http://127.0.0.1:PORT) as it is, answers streamed back. Returns its base URL and close().
 */
export async function startTlsFront(port, target) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const forwarded = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    base: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(resolve);
      }),
  };
}
