import { ROUTES } from "@bandcraft/contract/routes";
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
    [ROUTES.login.path]: { email: BYSTANDER.email, password: "not the password" },
    [ROUTES.logout.path]: {},
    [ROUTES.userInfo.path]: {},
    [ROUTES.sessionList.path]: {},
    [ROUTES.sessionRevoke.path]: { sessionID: "0123456789abcdef01234567" },
    [ROUTES.sessionRevokeOthers.path]: {},
    // A wrong current password: the fuzzer must never change the account's real one.
    [ROUTES.changePassword.path]: { currentPassword: "not the password", newPassword: "a long enough password" },
    [ROUTES.readingSingle.path]: { practiceID: f.practiceID },
    [ROUTES.readingSingleRandom.path]: { questionType: "multiple_choice", level: 1 },
    [ROUTES.readingPackRandom.path]: { pageType: "ActualTest" },
    [ROUTES.readingSubmit.path]: {
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
    [ROUTES.readingRecord.path]: { paginationRequest },
    [ROUTES.readingReview.path]: { readingPracticeID: f.practiceID, testTakerID: "TT-hostile-0001" },
    [ROUTES.readingInsight.path]: {},
    [ROUTES.readingResult.path]: { testTakerID: f.paperAttemptID },
    [ROUTES.attemptOpen.path]: { testTakerID: f.openAttemptID },
    [ROUTES.attemptList.path]: {},
    [ROUTES.attemptStatus.path]: { testTakerID: f.openAttemptID },
    [ROUTES.attemptSave.path]: {
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
    [ROUTES.writingList.path]: { part: 2, paginationRequest, themes: ["discussion"] },
    [ROUTES.essaySave.path]: {
      writingPracticeID: f.writingPracticeID,
      part: 2,
      text: "Cities should keep cars out of their centres.",
      timeSpent: 120,
      feedbackSummary: { words: 8, level: "B2", ok: true },
    },
    [ROUTES.essayList.path]: { paginationRequest },
    [ROUTES.essayGet.path]: { essayID: f.essayID },
    [ROUTES.essayDelete.path]: { essayID: "essay-not-there" },
    [ROUTES.draftSave.path]: {
      writingPracticeID: "bandcraft-writing-task2-driverless-buses",
      text: "A draft.",
      testTakerId: "WT-ABCDEFGH1234",
      startedAt: f.now - 60_000,
      timerVisible: true,
    },
    [ROUTES.draftList.path]: {},
    [ROUTES.draftDelete.path]: { writingPracticeID: "bandcraft-writing-task2-driverless-buses" },
    [ROUTES.adminReadingList.path]: {
      questionTypes: ["multiple_choice"],
      paginationRequest,
      pageType: "ActualTest",
      level: 1,
    },
    [ROUTES.adminReadingTitle.path]: { title: "a" },
    [ROUTES.adminReadingSingle.path]: { practiceID: f.practiceID },
    [ROUTES.adminReadingModify.path]: { ...f.practice, readingPracticeID: undefined },
    [ROUTES.adminReadingDelete.path]: { readingPracticeID: "reading-not-there" },
    [ROUTES.adminReadingGroups.path]: {},
    [ROUTES.adminReadingExport.path]: { practiceID: f.practiceID },
    [ROUTES.adminReadingExportBank.path]: {},
    // The fixture's own test, unchanged: the import reads, checks and compares it, then writes nothing.
    [ROUTES.adminReadingImport.path]: {
      files: [{ name: "practice.json", text: JSON.stringify(f.practice) }],
      replaceExisting: false,
    },
    [ROUTES.adminBankRecent.path]: {},
    [ROUTES.adminWritingAdd.path]: {
      writingPractices: { part: 2, content: "Some people think cities should ban cars.", theme: ["discussion"] },
    },
    [ROUTES.adminWritingList.path]: { paginationRequest, query: "cars", part: 2, theme: "discussion" },
    [ROUTES.adminWritingSingle.path]: { writingPracticeID: f.writingPracticeID },
    // multipart like add: this is its writingData field (a task 2 of the bank, its fields rewritten, no picture).
    [ROUTES.adminWritingModify.path]: {
      writingPracticeID: "bandcraft-writing-task2-arts-funding-priorities",
      image: "keep",
      writingPractices: { part: 2, content: "Some people think the arts deserve public money.", theme: ["discussion"] },
    },
    [ROUTES.adminWritingDelete.path]: { writingPracticeID: "writing-not-there" },
    // multipart with one picture and no text field: the fuzzer builds its parts (real and fake pictures, stray fields).
    [ROUTES.adminImageUpload.path]: {},
    [ROUTES.adminGetPrivilege.path]: { email: BYSTANDER.email },
    [ROUTES.adminGrantPrivilege.path]: {
      email: BYSTANDER.email,
      updatePrivileges: { "3": "4102444800000" },
      delPrivileges: [2],
    },
    [ROUTES.adminUserList.path]: { paginationRequest, query: "example" },
    [ROUTES.adminUserCreate.path]: { email: "new-learner@example.com", password: "a long enough password" },
    [ROUTES.adminUserResetPassword.path]: { email: BYSTANDER.email, password: BYSTANDER.password },
    [ROUTES.adminUserTimeAllowance.path]: { email: BYSTANDER.email, percent: 150, applyToRunning: true },
    [ROUTES.adminUserUnlock.path]: { email: BYSTANDER.email },
    // Enabling the bystander (a fuzzed flag may disable it; it never signs in with its real password anyway).
    [ROUTES.adminUserSetDisabled.path]: { email: BYSTANDER.email, disabled: false },
    // No such account: the fuzzing reaches the lookup, and deletes no one the other samples need.
    [ROUTES.adminUserDelete.path]: { email: "departed@example.com", confirmEmail: "departed@example.com" },
    [ROUTES.adminUserOneTimePassword.path]: { email: BYSTANDER.email },
    [ROUTES.adminAuditList.path]: { paginationRequest, action: "account.create", query: "example" },
    // No class has this id: the administrator's fuzzing stops at the lookup, so it makes no accounts.
    [ROUTES.classList.path]: { paginationRequest, includeArchived: true },
    [ROUTES.classCreate.path]: { name: "Year 9 reading" },
    [ROUTES.classUpdate.path]: { classID: "CL-000000000000", name: "Year 10 reading", archived: false },
    [ROUTES.classGet.path]: { classID: "CL-000000000000" },
    [ROUTES.classAddLearners.path]: {
      classID: "CL-000000000000",
      learners: [{ email: "new-learner@example.com", name: "New Learner" }],
    },
    [ROUTES.classRemoveLearner.path]: { classID: "CL-000000000000", email: BYSTANDER.email },
    // Assignments of a class and an assignment that do not exist: the fuzzing stops at the lookups, sets nothing.
    [ROUTES.assignmentCatalogue.path]: {},
    [ROUTES.assignmentCreate.path]: {
      classID: "CL-000000000000",
      kind: "passages",
      title: "Week 3 reading",
      practiceIDs: [f.practiceID],
      opensAt: f.now,
      dueAt: f.now + 86_400_000,
      timeLimitMinutes: 20,
    },
    [ROUTES.assignmentList.path]: { classID: "CL-000000000000" },
    [ROUTES.assignmentDelete.path]: { assignmentID: "AS-000000000000" },
    [ROUTES.myAssignments.path]: {},
    [ROUTES.assignmentStart.path]: { assignmentID: "AS-000000000000" },
    // Results of a class and an assignment that do not exist: the fuzzing reaches the lookups, which only read.
    [ROUTES.assignmentResults.path]: { assignmentID: "AS-000000000000" },
    [ROUTES.classResults.path]: { classID: "CL-000000000000" },
    [ROUTES.classExport.path]: { classID: "CL-000000000000" },
    [ROUTES.assignmentReview.path]: {
      assignmentID: "AS-000000000000",
      email: BYSTANDER.email,
      readingPracticeID: f.practiceID,
    },
    // The learner's essay to a class that does not exist: nothing is ever sent, so no essay reaches a teacher.
    [ROUTES.essaySend.path]: { essayID: f.essayID, classID: "CL-000000000000", assignmentID: "AS-000000000000" },
    [ROUTES.essayMarking.path]: { essayID: f.essayID },
    [ROUTES.markingList.path]: { classID: "CL-000000000000" },
    [ROUTES.markingGet.path]: { essayID: f.essayID },
    [ROUTES.markingSave.path]: {
      essayID: f.essayID,
      bands: { task: 6, coherence: 6.5, lexical: 7, grammar: 6 },
      comments: [{ start: 0, end: 5, text: "A clear opening." }],
      generalComment: "Well organised.",
      returned: false,
    },
  };
}
