// Lighthouse performance and accessibility scores for home, the Reading hub, a single test and the
// records page, on the built server with seeded content, driving Debian's Chromium through chrome-launcher.
// Each page twice: Lighthouse's desktop config and its default mobile one (a phone's screen, a 4x slower CPU and
// a slow 4G link, all simulated); each is measured RUNS times and the run with the median performance score is
// reported. The browser reaches the server as learners do, through a TLS and HTTP/2 front like the reverse proxy
// of docs/operations.md (bench/tls-front.mjs); LIGHTHOUSE_PLAIN_HTTP=1 measures plain HTTP/1.1 instead.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium } from "playwright-core";
import { buildParts } from "../scripts/build-lib.mjs";
import { keyReader, startPaper, submitPaper } from "./api-client.mjs";
import { ADMIN, startServer } from "./server-process.mjs";
import { startTlsFront } from "./tls-front.mjs";

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)("lighthouse/package.json").version;
const PORT = 18_558;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// A directory to keep every run's report in (JSON, opens in the Lighthouse viewer), for looking into a score.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const PRACTICES = ["bandcraft-test-1-part-1", "bandcraft-test-1-part-2", "bandcraft-test-1-part-3"];
export const PAGES = [
  { name: "home", path: "/" },
  { name: "Reading hub", path: "/reading" },
  { name: "test screen", path: `/test/${PRACTICES[0]}` },
  { name: "records", path: "/practice-records" },
];
/** Lighthouse's two form factors: its desktop config, and no config at all (its default is a mobile phone). */
export const FORM_FACTORS = [
  { name: "desktop", config: desktopConfig },
  { name: "mobile", config: undefined },
];
/**
 * For looking into one score: LIGHTHOUSE_ONLY=mobile, =test or =test,mobile keeps the pages whose name or form
 * factor contains every comma-separated word (and `npm run bench:web` then judges those alone).
 */
const ONLY = (process.env.LIGHTHOUSE_ONLY ?? "").split(",").filter(Boolean);
/**
 * Plain HTTP/1.1 straight to Node, which no learner gets: Chromium offers Brotli only over HTTPS and HTTP/2 only
 * over TLS, and Lighthouse then simulates up to six connections, each with its own handshake and slow start.
 */
const PLAIN_HTTP = process.env.LIGHTHOUSE_PLAIN_HTTP === "1";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  // The TLS front's certificate is self-signed for this run.
  "--ignore-certificate-errors",
];

/**
 * A complete test and two single passages started and submitted by the admin (who spends no token), so
 * the records page has rows to draw. The complete test is a random one of the bank (a start picks it),
 * so its titles vary between runs; its shape (three passages, 40 questions) does not.
 */
async function seedRecords(base, token) {
  const answerKey = keyReader(base, token);
  const papers = [
    await startPaper(base, token, "/reading/pack_random", { pageType: "ActualTest" }, answerKey),
    await startPaper(base, token, "/reading/single", { practiceID: PRACTICES[1] }, answerKey),
    await startPaper(base, token, "/reading/single", { practiceID: PRACTICES[2] }, answerKey),
  ];
  for (const paper of papers) await submitPaper(base, token, paper);
}

/**
 * Before each run: the admin's session in localStorage (Lighthouse keeps storage with disableStorageReset)
 * and an empty HTTP cache (which that flag would keep too), so every run is a signed-in cold load.
 */
async function prepareBrowser(chromePort, base, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate((value) => localStorage.setItem("bandcraft.session", value), JSON.stringify(session));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await page.close();
  } finally {
    await browser.close(); // over CDP this only disconnects; Chromium keeps running
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Accessibility audits that count towards the score and did not pass. */
function failingAccessibilityAudits(lhr) {
  return lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

/** Runs Lighthouse on every page and returns, per page, the median scores (0–100) and the failing audits. */
/** Trace failures Lighthouse itself says to retry ("Please run Lighthouse again"). */
const RETRIED = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED"]);

/** One Lighthouse run of a page, cold and signed in; a run whose trace failed is repeated, twice at most. */
async function measuredRun(chromePort, base, session, page) {
  for (let attempt = 1; ; attempt++) {
    await prepareBrowser(chromePort, base, session);
    const { lhr } = await lighthouse(
      `${base}${page.path}`,
      {
        port: chromePort,
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        disableStorageReset: true,
      },
      page.config,
    );
    if (!lhr.runtimeError) return lhr;
    if (!RETRIED.has(lhr.runtimeError.code) || attempt === 3) {
      throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    console.error(`${page.path} (${page.formFactor}): ${lhr.runtimeError.code}, run again`);
  }
}

export async function lighthouseScores() {
  await buildParts();
  const server = await startServer(PORT);
  const front = PLAIN_HTTP ? null : await startTlsFront(PORT + 1, server.base);
  const base = front?.base ?? server.base;
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const login = await fetch(`${server.base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const body = await login.json();
    if (!body.token) throw new Error(`admin sign-in failed: ${JSON.stringify(body)}`);
    const session = { token: body.token, expiresAt: Date.now() + 3_600_000, user: body.userInfo };
    await seedRecords(server.base, body.token);

    const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    const results = [];
    const measured = PAGES.flatMap((p) => FORM_FACTORS.map((f) => ({ ...p, formFactor: f.name, config: f.config })));
    for (const page of measured.filter((p) => ONLY.every((word) => `${p.name} ${p.formFactor}`.includes(word)))) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await measuredRun(chrome.port, base, session, page);
        if (REPORTS) {
          fs.mkdirSync(REPORTS, { recursive: true });
          const name = `${page.name.replaceAll(" ", "-").toLowerCase()}-${page.formFactor}-${i + 1}.json`;
          fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
        }
        runs.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          fcpMs: lhr.audits["first-contentful-paint"].numericValue,
          lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
          tbtMs: lhr.audits["total-blocking-time"].numericValue,
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          failing: failingAccessibilityAudits(lhr),
          finalUrl: lhr.finalDisplayedUrl,
        });
      }
      const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
      const mid = byPerformance[Math.floor(runs.length / 2)];
      const { config: _config, ...described } = page;
      results.push({
        ...described,
        ...mid,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        performanceRuns: runs.map((r) => r.performance),
        failing: [...new Set(runs.flatMap((r) => r.failing))],
      });
    }
    const transport = PLAIN_HTTP ? "plain HTTP/1.1" : "HTTPS and HTTP/2";
    return { lighthouseVersion: LIGHTHOUSE_VERSION, chrome: version.Browser, runs: RUNS, transport, pages: results };
  } finally {
    await chrome.kill();
    await front?.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await lighthouseScores();
  console.log(
    `Lighthouse ${r.lighthouseVersion}, ${r.chrome}, desktop and mobile configs, ${r.transport}, median of ${r.runs} runs`,
  );
  for (const p of r.pages) {
    console.log(
      `${`${p.name}, ${p.formFactor}`.padEnd(20)} performance ${p.performance} (runs ${p.performanceRuns.join(", ")}), accessibility ` +
        `${p.accessibility}; FCP ${Math.round(p.fcpMs)} ms, LCP ${Math.round(p.lcpMs)} ms, TBT ${Math.round(p.tbtMs)} ` +
        `ms, CLS ${p.cls.toFixed(3)}${p.failing.length ? `; failing: ${p.failing.join(", ")}` : ""} [${p.finalUrl}]`,
    );
  }
}
