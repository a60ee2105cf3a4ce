/** The bystander account the samples aim at, so fuzzed grants, resets and failed logins touch no one else. */
export const BYSTANDER = { email: "bystander@example.com", password: "onlooker-passphrase" };

/** What the samples need from a seeded database. */
export interface TFixtures {
  practiceID: string;
  practice: Record<string, unknown>;
  writingPracticeID: string;
  essayID: string;
  /**
   * Attempts of the administrator's on `practiceID` (a part 1): one for the submit and result samples,
   * one kept open for autosave and continue, so the administrator's fuzzing reaches past the lookup (a
   * learner's finds no such attempt: the 404 of an id that is not theirs).
   */
  paperAttemptID: string;
  openAttemptID: string;
  now: number;
}

/** A valid body for every JSON call; the fuzzer mutates it so wrong values reach deep into each handler. */
export function samples(f: TFixtures): Record<string, unknown> {
  const paginationRequest = { page: 1, pageSize: 20 };
  return {
    "/api/login": { email: BYSTANDER.email, password: "not the password" },
    "/api/logout": {},
    "/api/user_info": {},
    "/api/sessions/list": {},
    "/api/sessions/revoke": { sessionID: "0123456789abcdef01234567" },
    "/api/sessions/revoke_others": {},
    // A wrong current password: the fuzzer must never change the account's real one.
    "/api/account/change_password": { currentPassword: "not the password", newPassword: "a long enough password" },
    "/api/reading/single": { practiceID: f.practiceID },
    "/api/reading/single_random": { questionType: "multiple_choice", level: 1 },
    "/api/reading/pack_random": { pageType: "ActualTest" },
    "/api/reading/submit": {
      testTakerID: f.paperAttemptID,
      elapsedTime: 60,
      startTimeStamp: f.now - 60_000,
      submissionTimestamp: f.now,
      readingPractices: [
        {
          readingPracticeID: f.practiceID,
          answers: { "1": "A", "2": "true" },
          highlights: {
            items: [
              {
                ...{ id: "h1", text: "word", start: 0, end: 4, note: "n", componentId: "p-1" },
                ...{ globalOffset: 0, localStart: 0, localEnd: 4, timestamp: f.now - 30_000 },
                context: { before: "a ", after: " b", totalLength: 12 },
              },
            ],
          },
          highlightStats: { highlightCount: 1, noteCount: 1, totalCount: 1 },
        },
      ],
    },
    "/api/reading/record": { paginationRequest },
    "/api/reading/review": { readingPracticeID: f.practiceID, testTakerID: "TT-hostile-0001" },
    "/api/reading/insight": {},
    "/api/reading/result": { testTakerID: f.paperAttemptID },
    "/api/reading/attempt/open": { testTakerID: f.openAttemptID },
    "/api/reading/attempt/list": {},
    "/api/reading/attempt/status": { testTakerID: f.openAttemptID },
    "/api/reading/attempt/save": {
      testTakerID: f.openAttemptID,
      revision: 0,
      state: {
        answers: [{ "1": "A", "2": "true" }],
        highlights: [
          [
            {
              ...{ id: "h1", text: "word", start: 0, end: 4, note: "n", componentId: "p-1" },
              ...{ globalOffset: 0, localStart: 0, localEnd: 4, timestamp: f.now - 30_000 },
              context: { before: "a ", after: " b", totalLength: 12 },
            },
          ],
        ],
        flags: [[2]],
        currentPart: 0,
        currentQuestion: 2,
      },
    },
    "/api/writing/list": { part: 2, paginationRequest, themes: ["discussion"] },
    "/api/writing/essays/save": {
      writingPracticeID: f.writingPracticeID,
      part: 2,
      text: "Cities should keep cars out of their centres.",
      timeSpent: 120,
      feedbackSummary: { words: 8, level: "B2", ok: true },
    },
    "/api/writing/essays/list": { paginationRequest },
    "/api/writing/essays/get": { essayID: f.essayID },
    "/api/writing/essays/delete": { essayID: "essay-not-there" },
    "/api/writing/drafts/save": {
      writingPracticeID: "bandcraft-writing-task2-driverless-buses",
      text: "A draft.",
      testTakerId: "WT-ABCDEFGH1234",
      startedAt: f.now - 60_000,
      timerVisible: true,
    },
    "/api/writing/drafts/list": {},
    "/api/writing/drafts/delete": { writingPracticeID: "bandcraft-writing-task2-driverless-buses" },
    "/api/admin/reading/list": {
      questionTypes: ["multiple_choice"],
      paginationRequest,
      pageType: "ActualTest",
      level: 1,
    },
    "/api/admin/reading/title": { title: "a" },
    "/api/admin/reading/single": { practiceID: f.practiceID },
    "/api/admin/reading/modify": { ...f.practice, readingPracticeID: undefined },
    "/api/admin/reading/delete": { readingPracticeID: "reading-not-there" },
    "/api/admin/writing/add": {
      writingPractices: { part: 2, content: "Some people think cities should ban cars.", theme: ["discussion"] },
    },
    "/api/admin/get_privilege": { email: BYSTANDER.email },
    "/api/admin/grant_privilege": {
      email: BYSTANDER.email,
      updatePrivileges: { "3": "4102444800000" },
      delPrivileges: [2],
    },
    "/api/admin/users/list": { paginationRequest, query: "example" },
    "/api/admin/users/create": { email: "new-learner@example.com", password: "a long enough password" },
    "/api/admin/users/reset_password": { email: BYSTANDER.email, password: BYSTANDER.password },
    "/api/admin/users/time_allowance": { email: BYSTANDER.email, percent: 150, applyToRunning: true },
    "/api/admin/users/unlock": { email: BYSTANDER.email },
  };
}
