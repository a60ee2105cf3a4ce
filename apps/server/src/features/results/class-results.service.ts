import { QUESTION_TYPES, type TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import type { TClassLearnerResults } from "@bandcraft/contract/results";
import { RAW_SCORE_MAX } from "@bandcraft/domain/band";
import type { TAppDeps } from "../../deps";
import type { TAuthUser } from "../../plugins/auth";
import { manageableClass } from "../classes/public";
import { settleAssigned } from "../reading/public";
import { paperTallies } from "../records/public";
import { inTableOrder } from "./learner-results";
import { assignedAttempts, assignedPassages, classAssignments, classMembers } from "./results.repository";
import { gradedVersions } from "./results.service";

type TPaperPassage = { practice: TReadingPractice; correctTable: Record<string, boolean> };

/**
 * A class across its assignments (withdrawn ones left out): each learner's accuracy per question type over
 * their submitted assigned papers (the heat map), and the bands of their assigned complete tests, oldest first.
 * Never a learner's own practice. A few statements for the whole class: members, assignments, attempts with
 * papers, graded passages, and the versions they were graded against.
 */
export async function classResults(
  deps: TAppDeps,
  user: TAuthUser,
  classID: string,
): Promise<{ questionTypes: TQuestionType[]; learners: TClassLearnerResults[] }> {
  const found = await manageableClass(deps, user, classID);
  const assignments = await classAssignments(deps.db, found.id);
  const reading = assignments.filter((a) => a.kind !== "writing");
  const ids = reading.map((a) => a.id);
  await settleAssigned(deps, ids);
  const [members, attempts, passages] = await Promise.all([
    classMembers(deps.db, found.id),
    assignedAttempts(deps.db, found.id, ids),
    assignedPassages(deps.db, found.id, ids),
  ]);
  const versions = await gradedVersions(
    deps.db,
    passages.map((p) => p.snapshotSha),
  );

  const papersOf = new Map<number, TPaperPassage[]>();
  for (const p of passages) {
    const practice = p.snapshotSha === null ? undefined : versions.get(p.snapshotSha);
    if (!practice) continue;
    const own = papersOf.get(p.userId) ?? [];
    own.push({ practice, correctTable: JSON.parse(p.correctTable) as Record<string, boolean> });
    papersOf.set(p.userId, own);
  }
  const titles = new Map(reading.map((a) => [a.id, a.title]));
  const completeTests = new Map<number, (typeof attempts)[number][]>();
  for (const a of attempts) {
    if (a.submittedAt === null || a.questionCount !== RAW_SCORE_MAX) continue;
    completeTests.set(a.userId, [...(completeTests.get(a.userId) ?? []), a]);
  }
  const met = new Set<TQuestionType>();

  const learners = inTableOrder(members).map((member) => {
    const tallies = paperTallies(papersOf.get(member.userId) ?? []);
    const byType = QUESTION_TYPES.flatMap((questionType) => {
      const tally = tallies[questionType];
      if (!tally) return [];
      met.add(questionType);
      return [{ questionType, ...tally }];
    });
    const bandTrend = (completeTests.get(member.userId) ?? [])
      .map((a) => ({
        assignmentID: a.assignmentId ?? "",
        title: titles.get(a.assignmentId ?? "") ?? "",
        submittedAt: Number(a.submittedAt),
        band: Number(a.band),
      }))
      .sort((a, b) => a.submittedAt - b.submittedAt);
    return { email: member.email, name: member.name, byType, bandTrend };
  });
  return { questionTypes: QUESTION_TYPES.filter((t) => met.has(t)), learners };
}
