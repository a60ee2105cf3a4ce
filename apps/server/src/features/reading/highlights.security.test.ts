import { HIGHLIGHT_LIMITS, type THighlightItem } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createTestContext,
  DIALECTS,
  paperPassage,
  signedInLearner,
  startedAttempt,
  submitPaper,
  type TTestContext,
} from "../../../test/harness";
import { storedHighlights } from "../../../test/stored-papers";
import { sweepAttempts } from "./attempt-close.service";

const SINGLE = "bandcraft-test-1-part-1";
const SUBMITS = 100;
/** What 100 papers stored before the passage bound (the attack's figure): 900 KB each. */
const ATTACK_BYTES = 90_000_000;

/** A highlight of question text (kept when its range is well formed) with the longest context allowed. */
const item = (i: number, at: number, note: string): THighlightItem => ({
  id: `hl-${i}`,
  text: "x".repeat(100),
  start: 0,
  end: 100,
  note,
  componentId: "section-0-q1",
  globalOffset: 100_000,
  localStart: 0,
  localEnd: 100,
  timestamp: at,
  context: {
    before: "b".repeat(HIGHLIGHT_LIMITS.context),
    after: "a".repeat(HIGHLIGHT_LIMITS.context),
    totalLength: 500,
  },
});

const bytesOf = (items: THighlightItem[]) => Buffer.byteLength(JSON.stringify(items));

/**
 * The most one passage may carry: full items (longest contexts, notes) until the passage's budget, the
 * last note cut so the whole is `bytes` exactly.
 */
function highlightsOf(bytes: number, at: number): THighlightItem[] {
  const items: THighlightItem[] = [];
  // An array's JSON is its items' joined by commas inside brackets: sized item by item, not re-serialized.
  let size = 2;
  const sizeWith = (next: THighlightItem) => size + (items.length > 0 ? 1 : 0) + bytesOf([next]) - 2;
  for (;;) {
    const full = item(items.length, at, "n".repeat(HIGHLIGHT_LIMITS.note));
    if (items.length + 1 >= HIGHLIGHT_LIMITS.perPassage || sizeWith(full) > bytes) break;
    size = sizeWith(full);
    items.push(full);
  }
  const last = item(items.length, at, "");
  const room = bytes - sizeWith(last);
  if (room < 0) throw new Error("no room for a last item");
  items.push({ ...last, note: "n".repeat(room) });
  expect(bytesOf(items)).toBe(bytes);
  return items;
}

/**
 * Every path that stores highlights (the learner's submit, the autosave, the server's close of a saved
 * state) takes them through the contract's bounds: each item's context, and a passage's whole. A hundred
 * papers of the largest bodies allowed then store a bounded amount, where they stored 90 MB before.
 */
describe.each(DIALECTS)("highlight storage bounds on %s", (dialect) => {
  let ctx: TTestContext;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { readingDailyTokens: 1000 });
    token = await signedInLearner(ctx, "highlighter");
    const row = await sql<{ id: number }>`select id from users where email = 'highlighter@example.com'`.execute(
      ctx.deps.db,
    );
    userId = Number(row.rows[0]?.id);
  }, 60_000);
  afterAll(async () => ctx?.close());

  // The harness types a passage with no highlights; these carry some.
  const passageWith = (items: THighlightItem[]) =>
    ({
      ...paperPassage(SINGLE, { "1": "A" }),
      highlights: { items },
      highlightStats: { highlightCount: items.length, noteCount: items.length, totalCount: items.length },
    }) as unknown as ReturnType<typeof paperPassage>;
  /** Bytes of highlights and working state the learner has stored. */
  async function storedBytes(): Promise<number> {
    const papers = await storedHighlights(ctx, { userId });
    const states = await ctx.deps.db.selectFrom("attempts").select("state").where("user_id", "=", userId).execute();
    return [...papers, ...states.map((s) => s.state ?? "")].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  }

  it("refuses a context or a passage over its bound on submit and on autosave, storing nothing", async () => {
    const id = await startedAttempt(ctx, token, SINGLE);
    const before = await storedBytes();
    const long = item(0, ctx.clock.now, "");
    const longContext = { ...long, context: { ...long.context, before: "b".repeat(HIGHLIGHT_LIMITS.context + 1) } };
    for (const items of [[longContext], highlightsOf(HIGHLIGHT_LIMITS.passageBytes + 1, ctx.clock.now)]) {
      const state = { answers: [{}], highlights: [items], flags: [[]], currentPart: 0, currentQuestion: 1 };
      const save = await ctx.app.inject({
        method: "POST",
        url: ROUTES.attemptSave.path,
        payload: { testTakerID: id, revision: 0, state },
        headers: bearer(token),
      });
      expect(save.statusCode, save.body.slice(0, 200)).toBe(400);
      const submit = await submitPaper(ctx, token, id, [passageWith(items)]);
      expect(submit.statusCode, submit.body.slice(0, 200)).toBe(400);
    }
    expect(await storedBytes()).toBe(before);
  });

  it("stores the server's close of a saved state at the passage's bound, and no more", async () => {
    const pack = await ctx.app.inject({
      method: "POST",
      url: ROUTES.readingPackRandom.path,
      payload: { pageType: "ActualTest" },
      headers: bearer(token),
    });
    const { testTakerID, deadline } = pack.json().attempt as { testTakerID: string; deadline: number };
    const full = highlightsOf(HIGHLIGHT_LIMITS.passageBytes, ctx.clock.now);
    const state = {
      answers: [{}, {}, {}],
      highlights: [[], full, []],
      flags: [[], [], []],
      currentPart: 1,
      currentQuestion: 14,
    };
    const save = await ctx.app.inject({
      method: "POST",
      url: ROUTES.attemptSave.path,
      payload: { testTakerID, revision: 0, state },
      headers: bearer(token),
    });
    expect(save.statusCode, save.body.slice(0, 200)).toBe(200);
    ctx.clock.now = deadline + 120_000;
    expect((await sweepAttempts(ctx.deps, 7 * 86_400_000)).closed).toBe(1);
    const stored = await storedHighlights(ctx, { testTakerId: testTakerID });
    const sizes = stored.map((text) => Buffer.byteLength(text)).sort((a, b) => a - b);
    expect(sizes).toEqual([2, 2, HIGHLIGHT_LIMITS.passageBytes]);
  });

  it(`stores at most ${SUBMITS} × the passage bound for ${SUBMITS} papers sent with the largest bodies`, async () => {
    const before = await storedBytes();
    // The attack's paper (900 KB of highlights, inside the 1 MB body limit), and the largest one allowed.
    const attack = passageWith(highlightsOf(ATTACK_BYTES / SUBMITS, ctx.clock.now));
    const largest = passageWith(highlightsOf(HIGHLIGHT_LIMITS.passageBytes, ctx.clock.now));
    for (let i = 0; i < SUBMITS; i++) {
      const id = await startedAttempt(ctx, token, SINGLE);
      const refused = await submitPaper(ctx, token, id, [attack]);
      expect(refused.statusCode, refused.body.slice(0, 200)).toBe(400);
      const res = await submitPaper(ctx, token, id, [largest]);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
    const added = (await storedBytes()) - before;
    // Every paper kept its highlights (none dropped), and its attempt kept no copy of them.
    expect(added).toBe(SUBMITS * HIGHLIGHT_LIMITS.passageBytes);
    expect(added).toBeLessThan(ATTACK_BYTES / 6);
  }, 120_000);
});
