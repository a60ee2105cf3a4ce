import type { TTypeAccuracy } from "@bandcraft/contract/assignments";
import { QUESTION_TYPES, type TQuestionType } from "@bandcraft/contract/question-types/index";
import { BAND_TREND_POINTS, CLASS_RESULTS_PAGE_SIZE, type TClassLearnerResults } from "@bandcraft/contract/results";
import type { TAppDeps } from "../../deps";
import type { TAuthUser } from "../../plugins/auth";
import { manageableClass } from "../classes/public";
import { settleAssigned } from "../reading/public";
import { classTallies, classTypes } from "../records/public";
import { inTableOrder } from "./learner-results";
import { classAssignments, classMembers, latestBands } from "./results.repository";

/**
 * A page of a class's learners across its assignments (withdrawn ones left out): each learner's accuracy per
 * question type over their submitted assigned papers (the heat map, kept as tallies when papers are stored), and
 * the bands of their latest assigned complete tests, oldest first. Never a learner's own practice. Work bounded
 * by the page, not by the class's papers: members, assignments, the page's tallies and its latest bands.
 */
export async function classResults(
  deps: TAppDeps,
  user: TAuthUser,
  classID: string,
  page = 1,
): Promise<{ questionTypes: TQuestionType[]; learners: TClassLearnerResults[]; learnerCount: number; page: number }> {
  const found = await manageableClass(deps, user, classID);
  const assignments = await classAssignments(deps.db, found.id);
  const ids = assignments.filter((a) => a.kind !== "writing").map((a) => a.id);
  // Overdue assigned attempts are closed (and so tallied) before the page is read.
  await settleAssigned(deps, ids);
  const members = inTableOrder(await classMembers(deps.db, found.id));
  const shown = members.slice((page - 1) * CLASS_RESULTS_PAGE_SIZE, page * CLASS_RESULTS_PAGE_SIZE);
  const userIds = shown.map((m) => m.userId);
  // A page holding the whole class has all its types in its tallies: the class-wide read is for a page of some.
  const whole = shown.length === members.length;
  const [types, tallies, bands] = await Promise.all([
    whole ? undefined : classTypes(deps.db, found.id),
    classTallies(deps.db, found.id, userIds),
    latestBands(deps.db, ids, userIds, BAND_TREND_POINTS),
  ]);
  const order = new Map(QUESTION_TYPES.map((type, i) => [type, i]));
  const trendOf = new Map<number, { points: TClassLearnerResults["bandTrend"]; tests: number }>();
  for (const b of bands) {
    const own = trendOf.get(Number(b.userId)) ?? { points: [], tests: Number(b.tests) };
    own.points.push({ assignmentID: b.assignmentId ?? "", submittedAt: Number(b.submittedAt), band: Number(b.band) });
    trendOf.set(Number(b.userId), own);
  }

  const learners = shown.map((member) => {
    // Only the catalogue's types: the answer's schema knows no other.
    const known = (tallies.get(member.userId) ?? []).filter((t) => order.has(t.questionType as TQuestionType));
    const byType = (known as TTypeAccuracy[]).sort(
      (a, b) => (order.get(a.questionType) ?? 0) - (order.get(b.questionType) ?? 0),
    );
    const trend = trendOf.get(member.userId);
    return {
      email: member.email,
      name: member.name,
      byType,
      bandTrend: trend?.points ?? [],
      testCount: trend?.tests ?? 0,
    };
  });
  const met = new Set(types ?? [...tallies.values()].flatMap((own) => own.map((t) => t.questionType)));
  const questionTypes = QUESTION_TYPES.filter((t) => met.has(t));
  return { questionTypes, learners, learnerCount: members.length, page };
}
