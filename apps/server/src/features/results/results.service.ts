import type { TAssignmentResults, TExportRow } from "@bandcraft/contract/results";
import { questionResults } from "@bandcraft/domain/question-results";
import { exportRowsOf } from "@bandcraft/domain/results-csv";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TAppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { TAuthUser } from "../../plugins/auth";
import { normaliseEmail } from "../accounts/public";
import { manageableClass } from "../classes/public";
import { settleAssigned } from "../reading/public";
import { gradedVersions, reviewPassage, typeOfNumbers } from "../records/public";
import {
  byAssignmentAndLearner,
  inTableOrder,
  learnerResults,
  practiceIdsOf,
  summaryOf,
  type TAssignmentContent,
} from "./learner-results";
import {
  assignedAttempts,
  assignedPassages,
  classAssignments,
  classMembers,
  contentOf,
  liveAssignment,
  memberByEmail,
  sentEssays,
  type TAssignmentRow,
} from "./results.repository";
import { noSubmittedPaper, noSuchAssignment, notAMember, passageNotAssigned } from "./results-errors";

/**
 * An assignment whose class the caller may manage (classes' one access rule). A withdrawn one, and another
 * teacher's, are the same 404 as an id that does not exist.
 */
async function manageableAssignment(deps: TAppDeps, user: TAuthUser, assignmentID: string): Promise<TAssignmentRow> {
  const row = await liveAssignment(deps.db, assignmentID);
  if (!row) throw noSuchAssignment();
  try {
    await manageableClass(deps, user, row.class_id);
  } catch (error) {
    // "No such class" would tell that the assignment exists.
    if (error instanceof AppError && error.statusCode === 404) throw noSuchAssignment();
    throw error;
  }
  return row;
}

/** Each assignment's content: passage titles and questions in part order, or the writing task's title. */
async function contentsOf(db: Kysely<TDatabase>, assignments: readonly TAssignmentRow[]) {
  const practiceIds = [...new Set(assignments.flatMap(practiceIdsOf))];
  const taskIds = [...new Set(assignments.flatMap((a) => (a.writing_item_id ? [a.writing_item_id] : [])))];
  const { passages, tasks } = await contentOf(db, practiceIds, taskIds);
  return new Map<string, TAssignmentContent>(
    assignments.map((a) => {
      if (a.kind === "writing") {
        const task = a.writing_item_id ? tasks.get(a.writing_item_id) : undefined;
        // An untitled task is called by its part, as the writing list calls it.
        return [a.id, { titles: task ? [task.title?.trim() || `Writing Task ${task.part}`] : [], questionCount: 0 }];
      }
      const parts = practiceIdsOf(a).flatMap((id) => passages.get(id) ?? []);
      const questionCount = parts.reduce((sum, p) => sum + Number(p.questionCount), 0);
      return [a.id, { titles: parts.map((p) => p.title), questionCount }];
    }),
  );
}

/**
 * Everything the results rows of these assignments of one class read, in a few statements whatever the class's
 * size: its members now, the assignments' content, the members' attempts (with papers) and sent essays.
 */
async function classWork(deps: TAppDeps, classID: string, assignments: readonly TAssignmentRow[]) {
  const reading = assignments.filter((a) => a.kind !== "writing").map((a) => a.id);
  const writing = assignments.filter((a) => a.kind === "writing").map((a) => a.id);
  await settleAssigned(deps, reading);
  const [members, contents, attempts, essays] = await Promise.all([
    classMembers(deps.db, classID),
    contentsOf(deps.db, assignments),
    assignedAttempts(deps.db, classID, reading),
    sentEssays(deps.db, classID, writing),
  ]);
  const now = deps.now();
  // Sorted and grouped once for the class, however many assignments read them.
  const ordered = inTableOrder(members);
  const attemptsOf = byAssignmentAndLearner(attempts);
  const essaysOf = byAssignmentAndLearner(essays);
  const none = new Map();
  /** One assignment's summary and rows. */
  return (assignment: TAssignmentRow) => {
    const content = contents.get(assignment.id) ?? { titles: [], questionCount: 0 };
    const work = { attempts: attemptsOf.get(assignment.id) ?? none, essays: essaysOf.get(assignment.id) ?? none };
    const learners = learnerResults(assignment, content, ordered, work, now);
    return { assignment: summaryOf(assignment, content, learners), learners };
  };
}

/** How the class did on each question of a reading assignment, from the members' submitted papers. */
async function questionsOf(deps: TAppDeps, assignment: TAssignmentRow) {
  if (assignment.kind === "writing") return [];
  const passages = await assignedPassages(deps.db, assignment.class_id, [assignment.id]);
  const versions = await gradedVersions(
    deps.db,
    passages.map((p) => p.snapshotSha),
  );
  return questionResults(
    passages.flatMap((p) => {
      const practice = p.snapshotSha === null ? undefined : versions.get(p.snapshotSha);
      if (!practice) return [];
      return {
        part: p.position + 1,
        practiceID: p.practiceId,
        types: typeOfNumbers(practice),
        answers: JSON.parse(p.userAnswers) as Record<string, string>,
        correctTable: JSON.parse(p.correctTable) as Record<string, boolean>,
      };
    }),
  );
}

/** An assignment's summary, a row per learner of the class now, and (reading) how each question went. */
export async function assignmentResults(
  deps: TAppDeps,
  user: TAuthUser,
  assignmentID: string,
): Promise<TAssignmentResults> {
  const assignment = await manageableAssignment(deps, user, assignmentID);
  // One after the other: the rows close overdue papers, which the questions then count.
  const resultsOf = await classWork(deps, assignment.class_id, [assignment]);
  const questions = await questionsOf(deps, assignment);
  return { ...resultsOf(assignment), questions };
}

/** The class's export: a row per assignment (by due time) and learner, the same values its results show. */
export async function classExport(
  deps: TAppDeps,
  user: TAuthUser,
  classID: string,
): Promise<{ className: string; rows: TExportRow[] }> {
  const found = await manageableClass(deps, user, classID);
  return { className: found.name, rows: await deps.exports(user.id, () => exportRows(deps, found.id)) };
}

/** The export rows of a class already resolved (the command line's, which has no teacher to check). */
export async function exportRows(deps: TAppDeps, classID: string): Promise<TExportRow[]> {
  const assignments = await classAssignments(deps.db, classID);
  const resultsOf = await classWork(deps, classID, assignments);
  return assignments.flatMap((a) => {
    const { assignment, learners } = resultsOf(a);
    return exportRowsOf(assignment, learners);
  });
}

/**
 * A member's submitted paper of the assignment for one passage, exactly as their own review shows it (read
 * with their id). 404 for an e-mail not of the class, no submitted paper, or a passage not in the paper.
 */
export async function assignmentReview(
  deps: TAppDeps,
  user: TAuthUser,
  request: { assignmentID: string; email: string; readingPracticeID: string },
) {
  const assignment = await manageableAssignment(deps, user, request.assignmentID);
  const email = normaliseEmail(request.email);
  const member = await memberByEmail(deps.db, assignment.class_id, email);
  if (!member) throw notAMember(email);
  await settleAssigned(deps, [assignment.id]);
  const [attempt] = await assignedAttempts(deps.db, assignment.class_id, [assignment.id], member.userId);
  if (!attempt || attempt.submittedAt === null) throw noSubmittedPaper(email);
  if (!attempt.practiceIds.split("|").includes(request.readingPracticeID)) {
    throw passageNotAssigned(request.readingPracticeID);
  }
  return reviewPassage(deps, { id: member.userId }, request.readingPracticeID, attempt.testTakerId);
}
