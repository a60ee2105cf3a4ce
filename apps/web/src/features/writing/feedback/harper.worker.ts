/// <reference lib="webworker" />
// The grammar checker's own thread: harper.js and its WebAssembly load here, on the first check only, and stay
// warm for later ones. Typing in the editor never waits on it.
import { Dialect, LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";
import { checkEssay, type TLinter } from "./check-essay";
import type { TSpelling, TWorkerRequest, TWorkerResponse } from "./types";

const scope = self as unknown as DedicatedWorkerGlobalScope;

let linter: LocalLinter | null = null;
let dialect: Dialect | null = null;

// Rules switched off: the Oxford comma is a house style (British usage mostly omits it, IELTS accepts either),
// not an error a learner should be marked for.
const RULES_OFF = { OxfordComma: false };

/** One linter for the worker's life; switching spelling swaps its dictionary, not the binary. */
async function linterFor(spelling: TSpelling): Promise<LocalLinter> {
  const wanted = spelling === "american" ? Dialect.American : Dialect.British;
  if (!linter) {
    linter = new LocalLinter({ binary, dialect: wanted });
    dialect = null;
  }
  if (dialect !== wanted) {
    // A new dialect is a new inner linter in harper.js, so the rule settings are applied again.
    await linter.setDialect(wanted);
    await linter.setLintConfig(RULES_OFF);
    dialect = wanted;
  }
  return linter;
}

/** The linter as the check sees it; it is only created when there is something to lint (not for an empty essay). */
const lazyLinter = (spelling: TSpelling): TLinter => ({
  lint: async (text) => (await linterFor(spelling)).lint(text, { language: "plaintext" }),
});

// Checks run one after another: the linter is not re-entrant and a later request should see the same state.
let queue: Promise<void> = Promise.resolve();

scope.onmessage = (event: MessageEvent<TWorkerRequest>) => {
  const { id, ...request } = event.data;
  queue = queue.then(async () => {
    let reply: TWorkerResponse;
    try {
      const result = await checkEssay(lazyLinter(request.spelling), request);
      reply = { id, ok: true, result };
    } catch (error) {
      reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    scope.postMessage(reply);
  });
};
