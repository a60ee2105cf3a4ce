// The tables of schools (0016–0018): classes, their learners, the audit log, assignments, essay marks and class
// tallies; part of TDatabase (database.ts).

/** Epoch milliseconds are stored as 64-bit integers on both dialects. */
type TEpochMs = number;

/** A teacher's class (0016); an archived class keeps its learners and work but takes no changes. */
export interface TClassesTable {
  /** Opaque public id (CL- and 20 random characters). */
  id: string;
  name: string;
  /** The teacher who manages it. */
  teacher_id: number;
  created_at: TEpochMs;
  archived_at: TEpochMs | null;
}

/** Which learners are in which class (0016). */
export interface TClassMembersTable {
  class_id: string;
  user_id: number;
  added_at: TEpochMs;
}

/** What an administrator or a teacher did (0016): kept as text so it outlives the accounts it names. */
export interface TAuditLogTable {
  id: string;
  at: TEpochMs;
  /** Null when the actor was the command line. */
  actor_id: number | null;
  /** The actor's e-mail, or "cli". */
  actor_email: string;
  /** A code such as "account.disable" (contract audit.ts). */
  action: string;
  /** What it was done to: an e-mail, a class's name, a practice id. */
  target: string;
  /** JSON object with the particulars. */
  detail: string;
}

/** Work a teacher set a class (0017); a withdrawn one keeps its row (deleted_at) so done work keeps its link. */
export interface TAssignmentsTable {
  /** Opaque public id (AS- and 12 random characters). */
  id: string;
  class_id: string;
  kind: "test" | "passages" | "writing";
  title: string;
  /** Reading: practice ids "|"-joined in part order; null for writing. */
  practice_ids: string | null;
  /** Writing: the task's id; null for reading. */
  writing_item_id: string | null;
  opens_at: TEpochMs;
  due_at: TEpochMs;
  /** Reading's time limit before the learner's allowance; null: untimed (and always for writing). */
  time_limit_minutes: number | null;
  /** The teacher who set it; null once that account was deleted. */
  created_by: number | null;
  created_at: TEpochMs;
  deleted_at: TEpochMs | null;
}

/** A teacher's marks of a sent essay (0017); the learner sees them once returned_at is set. */
export interface TEssayMarksTable {
  essay_id: string;
  /** Null once the marking teacher's account was deleted. */
  teacher_id: number | null;
  band_task: number | null;
  band_coherence: number | null;
  band_lexical: number | null;
  band_grammar: number | null;
  /** The overall band computed when the marks were saved (domain essay-marks.ts). */
  overall: number | null;
  /** JSON list of { start, end, text }. */
  comments: string;
  general_comment: string;
  saved_at: TEpochMs;
  returned_at: TEpochMs | null;
}

/**
 * A learner's marks per question type over their papers for a class's live assignments (0018): the class's heat
 * map, moved when an assigned paper is stored and when an assignment is withdrawn.
 */
export interface TClassTalliesTable {
  class_id: string;
  user_id: number;
  question_type: string;
  correct: number;
  total: number;
}
