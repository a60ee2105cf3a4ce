// The tables of schools (0016): classes, their learners, and the audit log; part of TDatabase (database.ts).

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
