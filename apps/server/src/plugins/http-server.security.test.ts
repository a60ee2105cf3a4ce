import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TTestContext } from "../../test/harness";
import type { THttpLimits } from "../config";
import { connectionCap, descriptorLimit } from "./http-server";

/**
 * The HTTP server's timeouts and limits, on a real listening server and raw sockets: a client that sends
 * slowly, or sends nothing, cannot hold a connection (and its descriptor) open for long. The limits are
 * small here so each case ends in a moment; the tests wait for the server to close the socket and never
 * measure how long that took. No database query is involved, so SQLite alone is enough.
 */
const LIMITS: THttpLimits = {
  requestTimeoutMs: 600,
  headersTimeoutMs: 400,
  keepAliveTimeoutMs: 300,
  idleTimeoutMs: 5_000,
  maxRequestsPerSocket: 3,
  maxConnections: 6,
};
/** How long a test waits for the server to act before calling it a failure: many times each limit. */
const PATIENCE_MS = 8_000;
const HEALTH = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";

type TRawSocket = { socket: net.Socket; received: () => string; closed: Promise<boolean> };

describe("the HTTP server's timeouts and limits", () => {
  let ctx: TTestContext;
  let port = 0;
  const open: net.Socket[] = [];
  beforeAll(async () => {
    ctx = await createTestContext("sqlite", { http: LIMITS });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await ctx?.close();
  });

  /** A raw connection; `closed` answers true once the server closed it, false if it was still open after PATIENCE_MS. */
  async function connect(): Promise<TRawSocket> {
    const socket = net.connect({ port, host: "127.0.0.1" });
    open.push(socket);
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    const closed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), PATIENCE_MS);
      socket.on("close", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    return { socket, received: () => text, closed };
  }

  /** Writes `text` one byte at a time, `everyMs` apart, until it is written or the socket is gone. */
  async function trickle(socket: net.Socket, text: string, everyMs: number): Promise<void> {
    for (const char of text) {
      if (socket.destroyed || !socket.writable) return;
      socket.write(char);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }

  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < PATIENCE_MS / 20 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  };

  const envelope = (raw: string) => JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4)) as Record<string, unknown>;

  it("closes a connection whose body arrives a byte at a time, with a 408 in the envelope", async () => {
    const client = await connect();
    const body = JSON.stringify({ email: "slow@example.com", password: "x".repeat(400) });
    client.socket.write(
      `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // Each byte comes well within the idle timeout, so only the whole request's deadline can stop it.
    void trickle(client.socket, body, 50);
    expect(await client.closed).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(envelope(client.received())).toEqual({ statusCode: 408, errMsg: expect.stringMatching(/too long/) });
  });

  it("cuts a request whose headers arrive a byte at a time", async () => {
    const client = await connect();
    void trickle(client.socket, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${"a".repeat(400)}`, 30);
    expect(await client.closed).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes an idle keep-alive connection after its answer", async () => {
    const client = await connect();
    client.socket.write(HEALTH);
    await waitFor(() => client.received().includes('"status":"ok"'));
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received()).toMatch(/keep-alive/i);
    expect(await client.closed).toBe(true);
  });

  it("closes a connection after maxRequestsPerSocket requests, telling the client on the last one", async () => {
    const client = await connect();
    for (let i = 1; i <= LIMITS.maxRequestsPerSocket; i++) {
      client.socket.write(HEALTH);
      await waitFor(() => client.received().split("HTTP/1.1 200").length - 1 === i);
    }
    expect(await client.closed).toBe(true);
    const answers = client.received().split("HTTP/1.1 ").slice(1);
    expect(answers).toHaveLength(LIMITS.maxRequestsPerSocket);
    expect(answers.at(-1)).toMatch(/connection: close/i);
  });

  it("refuses connections beyond maxConnections, and takes new ones once others close", async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnections ?? 0 }, () => connect()));
    await waitFor(() => ctx.app.server.listening && held.every((c) => !c.socket.destroyed));
    const extra = await connect();
    expect(await extra.closed).toBe(true);
    expect(extra.received()).toBe("");
    for (const client of held) client.socket.destroy();
    await Promise.all(held.map((c) => c.closed));
    const later = await connect();
    later.socket.write(HEALTH);
    await waitFor(() => later.received().includes('"status":"ok"'));
    expect(later.received()).toMatch(/^HTTP\/1\.1 200 /);
    later.socket.destroy();
  });

  it.each([
    ["a malformed request line", "GARBAGE\r\n\r\n", 400],
    ["an unknown HTTP version", "GET /api/health HTTP/7.3\r\nHost: x\r\n\r\n", 400],
    ["a control character in the method", "G\u0001T /api/health HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["a header with a space in its name", "GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n", 400],
    [
      "Content-Length with Transfer-Encoding",
      "POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n",
      400,
    ],
    ["headers over 16 KB", `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
  ])("answers %s in the envelope and closes the connection", async (_label, request, status) => {
    const client = await connect();
    client.socket.write(request);
    expect(await client.closed).toBe(true);
    const raw = client.received();
    expect(raw).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const head = raw.slice(0, raw.indexOf("\r\n\r\n")).toLowerCase();
    expect(head).toContain("content-type: application/json");
    expect(head).toContain("connection: close");
    expect(head).toContain("cache-control: no-store");
    const body = envelope(raw);
    expect(body.statusCode).toBe(status);
    expect(String(body.errMsg)).not.toBe("");
  });
});

describe("the connection cap", () => {
  const limits = (maxConnections?: number): THttpLimits => ({ ...LIMITS, maxConnections });
  it.each([
    ["the configured cap", limits(500), 1024, 500],
    ["the descriptor limit less a reserve", limits(), 1024, 896],
    ["at least 64 under a tiny descriptor limit", limits(), 100, 64],
    ["no cap when the descriptor limit is unknown", limits(), undefined, undefined],
  ])("is %s", (_label, config, descriptors, expected) => {
    expect(connectionCap(config, descriptors)).toBe(expected);
  });

  it("reads this process's descriptor limit where the system shows it", () => {
    const limit = descriptorLimit();
    if (limit !== undefined) expect(limit).toBeGreaterThan(0);
    expect(descriptorLimit("/no/such/file")).toBeUndefined();
  });
});
