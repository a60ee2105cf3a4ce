import type { TAttemptState } from "@bandcraft/contract/attempts";
import type { TAttemptInfo } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/providers";
import i18n from "../../../lib/i18n";
import { clearSession, saveSession } from "../../../lib/session";
import { bodiesSentTo, mockCall, NETWORK_ERROR, ok, refused, sent, type TMockReply } from "../../../test/api-mock";
import { learnerSample } from "../../../test/attempt-session";
import type { TOpened } from "./attempt.api";
import { ATTEMPT_VERSION, type TStoredAttempt, type TWorkState } from "./attempt-schema";
import { attemptKey } from "./attempt-store";
import { openedSession, type TAttemptLoad, type TFreshStart, useAttemptSession } from "./use-attempt-session";

const ID = "TT-ABCDEFGH0123456789ABCDEF";
const STARTED = 1_700_000_000_000;

/** The attempt as the server describes it; `revision` is the one this open handed out. */
const info = (revision: number, overrides: Partial<TAttemptInfo> = {}): TAttemptInfo => ({
  testTakerID: ID,
  kind: "single",
  startedAt: STARTED,
  deadline: null,
  serverTime: STARTED + 60_000,
  revision,
  ...overrides,
});

const SERVER_STATE: TAttemptState = {
  answers: [{ "1": "server" }],
  highlights: [[]],
  flags: [[2]],
  currentPart: 0,
  currentQuestion: 2,
};

/** The work in this browser's copy: an answer the server's state does not have. */
const LOCAL_WORK: TWorkState = {
  answers: [{ "1": "local", "3": "TRUE" }],
  flags: [[]],
  highlights: [[]],
  currentPart: 0,
  currentQuestion: 3,
};

/** This browser's copy of the attempt, holding LOCAL_WORK. */
function localCopy(overrides: Partial<TStoredAttempt> = {}): TStoredAttempt {
  return {
    version: ATTEMPT_VERSION,
    kind: "single",
    testId: ID,
    testTakerId: ID,
    startedAt: STARTED,
    deadline: null,
    serverOffset: -250,
    pageType: "Practice",
    practices: [learnerSample()],
    ...LOCAL_WORK,
    revision: 4,
    dirty: true,
    savedAt: STARTED + 30_000,
    ...overrides,
  };
}

const opened = (revision: number, state: TAttemptState | null): TOpened => ({
  attempt: info(revision),
  readingPractice: [learnerSample()],
  state,
});

describe("openedSession: whose work an opened attempt continues from", () => {
  it.each<{
    name: string;
    revision: number;
    state: TAttemptState | null;
    local: TStoredAttempt | null;
    work: TWorkState | null;
    dirty: boolean;
  }>([
    {
      name: "no local copy: the server's state",
      revision: 5,
      state: SERVER_STATE,
      local: null,
      work: SERVER_STATE,
      dirty: false,
    },
    {
      name: "no local copy, nothing saved yet: a fresh attempt",
      revision: 1,
      state: null,
      local: null,
      work: null,
      dirty: false,
    },
    {
      name: "local copy one revision behind (nobody saved since): the local work, still dirty",
      revision: 5,
      state: SERVER_STATE,
      local: localCopy({ revision: 4, dirty: true }),
      work: LOCAL_WORK,
      dirty: true,
    },
    {
      name: "local copy one revision behind and clean: the local work, clean",
      revision: 5,
      state: SERVER_STATE,
      local: localCopy({ revision: 4, dirty: false }),
      work: LOCAL_WORK,
      dirty: false,
    },
    {
      name: "local copy one revision behind, server never saved: the local work",
      revision: 1,
      state: null,
      local: localCopy({ revision: 0 }),
      work: LOCAL_WORK,
      dirty: true,
    },
    {
      name: "local copy two revisions behind (another device saved): the server's state, its dirt dropped",
      revision: 6,
      state: SERVER_STATE,
      local: localCopy({ revision: 4, dirty: true }),
      work: SERVER_STATE,
      dirty: false,
    },
    {
      name: "local copy far behind, server never saved: a fresh attempt",
      revision: 3,
      state: null,
      local: localCopy({ revision: 0 }),
      work: null,
      dirty: false,
    },
    {
      // Only "exactly one behind" proves nobody saved between this copy and the open.
      name: "local copy at the opened revision itself: the server's state",
      revision: 4,
      state: SERVER_STATE,
      local: localCopy({ revision: 4 }),
      work: SERVER_STATE,
      dirty: false,
    },
  ])("$name", ({ revision, state, local, work, dirty }) => {
    const session = openedSession(opened(revision, state), local, STARTED + 59_000);
    expect(session.work).toEqual(work);
    expect(session.dirty).toBe(dirty);
    // The next save always builds on the revision this open handed out, whichever work carries on.
    expect(session.revision).toBe(revision);
  });

  it("takes the clock and practices from the server, the page type from the local copy", () => {
    const session = openedSession(
      { ...opened(5, SERVER_STATE), attempt: info(5, { deadline: STARTED + 3_600_000 }) },
      localCopy({ revision: 4, deadline: STARTED + 1_000, serverOffset: 99 }),
      STARTED + 59_000,
    );
    expect(session).toMatchObject({
      kind: "single",
      testTakerId: ID,
      clock: { startedAt: STARTED, deadline: STARTED + 3_600_000, serverOffset: 1_000 },
      pageType: "Practice",
      revision: 5,
    });
    expect(session.practices).toHaveLength(1);
    expect(session.raw).toEqual([learnerSample()]);
  });

  it("gives a missing current question as null", () => {
    const { currentQuestion: _q, ...withoutQuestion } = SERVER_STATE;
    const session = openedSession({ ...opened(5, null), state: withoutQuestion as TAttemptState }, null, STARTED);
    expect(session.work?.currentQuestion).toBeNull();
  });
});

type TProps = { fresh: TFreshStart | null };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

function mount(fresh: TFreshStart | null) {
  return renderHook((props: TProps) => useAttemptSession(ID, "single", props.fresh, 0), {
    wrapper,
    initialProps: { fresh },
  });
}

/** Navigation state as a start hands it over. */
function freshStart(readingPractice: unknown = learnerSample()): TFreshStart {
  return { readingPractice, attempt: info(0, { serverTime: STARTED }), receivedAt: STARTED + 40 };
}

const openReply = (revision: number, state: TAttemptState | null) => ok(opened(revision, state));

const storeLocal = (attempt: TStoredAttempt) => localStorage.setItem(attemptKey(ID), JSON.stringify(attempt));

/** Resolves once the hook has left "loading". */
async function settled(result: { current: TAttemptLoad }): Promise<TAttemptLoad> {
  await waitFor(() => expect(result.current.status).not.toBe("loading"));
  return result.current;
}

describe("useAttemptSession", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
    saveSession("token", "720h", { email: "l@example.com", privileges: [] });
  });
  afterEach(() => {
    cleanup();
    localStorage.removeItem(attemptKey(ID));
    clearSession();
  });

  it("opens a fresh start at once, without the server", () => {
    mockCall(ROUTES.attemptOpen, openReply(1, null));
    const { result } = mount(freshStart());
    expect(result.current.status).toBe("ready");
    if (result.current.status !== "ready") return;
    expect(result.current.session).toMatchObject({
      testTakerId: ID,
      work: null,
      revision: 0,
      dirty: false,
      clock: { startedAt: STARTED, deadline: null, serverOffset: -40 },
    });
    expect(sent()).toHaveLength(0);
  });

  it("an unparsable fresh start is the 'Failed to process test data' error, without the server", () => {
    mockCall(ROUTES.attemptOpen, openReply(1, null));
    const { result } = mount(freshStart({ title: 1 }));
    expect(result.current).toEqual({
      status: "error",
      error: { message: "Failed to process test data", auth: false },
    });
    expect(sent()).toHaveLength(0);
  });

  it("a fresh start this browser already has a copy of opens on the server, and continues the newest copy", async () => {
    storeLocal(localCopy({ revision: 4, dirty: true }));
    mockCall(ROUTES.attemptOpen, openReply(5, SERVER_STATE));
    const { result } = mount(freshStart());
    const load = await settled(result);
    expect(sent().map((request) => request.url.pathname)).toEqual([ROUTES.attemptOpen.path]);
    expect(bodiesSentTo(ROUTES.attemptOpen)).toEqual([{ testTakerID: ID }]);
    expect(load).toMatchObject({ status: "ready", session: { work: LOCAL_WORK, revision: 5, dirty: true } });
  });

  it.each<{
    name: string;
    local: TStoredAttempt | null;
    reply: TMockReply | typeof NETWORK_ERROR;
    expected: Record<string, unknown>;
  }>([
    {
      name: "someone saved since this copy: the server's state",
      local: localCopy({ revision: 2 }),
      reply: openReply(5, SERVER_STATE),
      expected: { status: "ready", session: { work: SERVER_STATE, revision: 5, dirty: false } },
    },
    {
      name: "offline with a local copy: the local copy, on its own revision and clock",
      local: localCopy({ revision: 2, dirty: true }),
      reply: NETWORK_ERROR,
      expected: {
        status: "ready",
        session: { work: LOCAL_WORK, revision: 2, dirty: true, clock: { serverOffset: -250 }, pageType: "Practice" },
      },
    },
    {
      name: "offline without a local copy: the network error",
      local: null,
      reply: NETWORK_ERROR,
      expected: { status: "error", error: { message: "Network error: Unable to fetch test data", auth: false } },
    },
    {
      name: "409 submitted: the attempt is over",
      local: localCopy(),
      reply: refused(409, "Already submitted", { reason: "submitted" }),
      expected: { status: "submitted" },
    },
  ])("reload, $name", async ({ local, reply, expected }) => {
    if (local) storeLocal(local);
    mockCall(ROUTES.attemptOpen, reply);
    const { result } = mount(null);
    expect(result.current.status).toBe("loading");
    expect(await settled(result)).toMatchObject(expected);
  });
});
