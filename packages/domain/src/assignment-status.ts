import type { MY_ASSIGNMENT_STATUSES } from "@bandcraft/contract/assignments";

export type TMyAssignmentStatus = (typeof MY_ASSIGNMENT_STATUSES)[number];

/** What a learner has done for one assignment: started it (an open reading attempt), and when they handed it in. */
export interface TAssignmentWork {
  /** A reading attempt for it is open (false for writing, which has no attempt). */
  started: boolean;
  /** When the attempt was submitted or the essay sent; null while not handed in. */
  submittedAt: number | null;
}

/**
 * Where a learner stands with an assignment at `now`: upcoming before it opens; then submitted, in progress or
 * still to do. Late when handed in after the due time, or not handed in and the due time has passed.
 */
export function assignmentStanding(
  now: number,
  window: { opensAt: number; dueAt: number },
  work: TAssignmentWork,
): { status: TMyAssignmentStatus; late: boolean } {
  const late = work.submittedAt !== null ? work.submittedAt > window.dueAt : now > window.dueAt;
  if (now < window.opensAt) return { status: "upcoming", late };
  if (work.submittedAt !== null) return { status: "submitted", late };
  return { status: work.started ? "in-progress" : "to-do", late };
}
