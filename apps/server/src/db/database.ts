import type { Generated } from "kysely";
import type * as Teaching from "./teaching-tables";

/** Epoch milliseconds are stored as 64-bit integers on both dialects. */
type TEpochMs = number;

export interface TUsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: TEpochMs;
  /** How many submissions the account has, moved in the transaction that stores them: its records' total. */
  submission_count: Generated<number>;
  /** Time for timed tests, in percent of the standard time (125, 150, 200); 0 = untimed (migration 0010). */
  time_allowance: Generated<number>;
  /** When an administrator disabled the account (0016): it cannot sign in and its sessions were ended. */
  disabled_at: TEpochMs | null;
  /** 1 while the account holds a one-time password: every call but choosing a new one is refused (0016). */
  must_change_password: Generated<number>;
  /** The name a teacher gave with the e-mail (0016); optional. */
  display_name: string | null;
  /** When the account's one-time password stops working (0016); null for a password of its own. */
  one_time_until: TEpochMs | null;
}

export interface TSessionsTable {
  id: Generated<number>;
  /** SHA-256 of the opaque bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: TEpochMs;
  expires_at: TEpochMs;
  revoked_at: TEpochMs | null;
  /** Opaque id the API shows (24 hex digits); `id` is sequential and stays inside the server (0012). */
  public_id: string;
  /** The User-Agent the session signed in with, cut to 256 characters; only a device label leaves the server. */
  user_agent: string | null;
  /** Moved by the auth check at most every SESSION_TOUCH_MS, so reads do not write on every call. */
  last_used_at: TEpochMs;
}

export interface TUserPrivilegesTable {
  user_id: number;
  privilege_id: number;
  expires_at: TEpochMs;
  granted_at: TEpochMs;
  granted_by: string;
}

export interface TTokenBalancesTable {
  user_id: number;
  entity_type: string;
  available: number;
  /** The refill day (YYYY-MM-DD in REFILL_TZ) the balance belongs to. */
  day_key: string;
}

export interface TLoginAttemptsTable {
  /** "email:<address>" or "ip:<bucket>" (domain address-bucket.ts). */
  key: string;
  /** Failures counted, attempts still being checked included (0013). */
  failures: number;
  /** Before this time the key may not try again (domain sign-in-throttle.ts). */
  not_before: TEpochMs;
}

export interface TReadingPracticesTable {
  id: string;
  title: string;
  level: number;
  page_type: string;
  test_group: string | null;
  question_count: number;
  /** Question types joined by "|" (the transport form), for filtering. */
  question_types: string;
  /** The whole practice (with answers) as JSON text. */
  body: string;
  /** The body without answers and explanations, ready to send to a learner. */
  learner_body: string | null;
  /** SHA-256 of body: the practice_snapshots row a submission is graded against. */
  body_sha: string | null;
  created_at: TEpochMs;
  updated_at: TEpochMs;
}

/** What becomes of an attempt: open until submitted (by the learner or, past its deadline, the server). */
export type TAttemptStatus = "open" | "submitted" | "abandoned";

/** One started test (migration 0010): made in the transaction that spends its tokens. */
export interface TAttemptsTable {
  /** Made by the server, unguessable; the submission's idempotency key. */
  test_taker_id: string;
  user_id: number;
  kind: "single" | "multi";
  /** Practice ids joined by "|", in part order. */
  practice_ids: string;
  /** The practice_snapshots rows given (the versions to grade against), "|"-joined in part order. */
  snapshot_shas: string;
  /** The passages' titles as a JSON list, for the "Resume" list. */
  titles: string;
  question_count: number;
  /** Answers in the last saved state, kept with it so the "Resume" list parses no state. */
  answered_count: Generated<number>;
  tokens_spent: number;
  started_at: TEpochMs;
  /** Timed attempts only: past it (and a grace), the server submits the last saved state. */
  deadline_at: TEpochMs | null;
  status: TAttemptStatus;
  /** 1 when the server submitted it at the deadline. */
  closed_by_server: Generated<number>;
  /** Bumped by every save and by every open on a device, so an older copy's save is refused. */
  revision: Generated<number>;
  /** The last autosaved TAttemptState as JSON, or null before the first save. */
  state: string | null;
  /** The client's key of the save that wrote `state`: a device whose answer got lost can tell it was its own. */
  last_save_key: string | null;
  /** The last save or open: an untimed attempt untouched for long is abandoned. */
  saved_at: TEpochMs;
  submitted_at: TEpochMs | null;
  /** The assignment it was started for (0017); null for the learner's own practice. */
  assignment_id: string | null;
}

export interface TSubmissionsTable {
  id: string;
  user_id: number;
  test_taker_id: string;
  start_ts: TEpochMs;
  elapsed_seconds: number;
  submitted_at: TEpochMs;
  total_correct: number;
  question_count: number;
  band: number;
  /** SHA-256 of the answers, so a repeat with different answers is refused (409). */
  payload_hash: string;
  /** 1 for a complete test (more than one passage): the band trend reads these through an index (0011). */
  complete_test: Generated<number>;
  /**
   * The paper's place in its learner's history: 0 for the first, one more for each after, no gaps (0014),
   * so a records page is one range of the (user_id, seq) index. Set in the transaction that stores it.
   */
  seq: number | null;
}

/** A learner's marks per question type over every paper, moved in the transaction that stores it (0011). */
export interface TQuestionTalliesTable {
  user_id: number;
  question_type: string;
  correct: number;
  total: number;
}

/** What a learner has stored and done lately, for the per-learner quotas (0011). */
export interface TLearnerUsageTable {
  user_id: number;
  essay_count: Generated<number>;
  /** Characters (UTF-16 units) of the learner's saved essays. */
  essay_chars: Generated<number>;
  /** Times of the learner's own submits in the last window, ","-joined (domain learner-quotas.ts). */
  submit_log: Generated<string>;
}

export interface TSubmissionPassagesTable {
  submission_id: string;
  position: number;
  practice_id: string;
  title: string;
  correct_count: number;
  question_count: number;
  standard_answers: string;
  user_answers: string;
  correct_table: string;
  highlights: string;
  /** The practice (with its key) as graded: a row of practice_snapshots. */
  snapshot_sha: string | null;
}

export interface TPracticeSnapshotsTable {
  sha256: string;
  body: string;
  created_at: TEpochMs;
}

export interface TWritingItemsTable {
  id: string;
  part: number;
  title: string | null;
  publish_time: number;
  /** Theme keys joined by "|". */
  themes: string;
  content: string;
  requirement: string | null;
  /** JSON list of image URLs. */
  pics: string;
  created_at: TEpochMs;
  /** When an administrator deleted the task (0015): it leaves the bank, drafts and essays keep their copy. */
  deleted_at: TEpochMs | null;
}

export interface TWritingThemesTable {
  group_name: string;
  key: string;
  name_en: string;
  name_cn: string | null;
  name_jp: string | null;
  position: number;
}

export interface TEssaysTable {
  id: string;
  user_id: number;
  writing_practice_id: string;
  part: number;
  text: string;
  word_count: number;
  time_spent: number;
  feedback: string | null;
  created_at: TEpochMs;
  /** The list's 160-character excerpt, cut when the essay is saved, so the list reads no essay text (0011). */
  excerpt: Generated<string>;
  /** The text's length in UTF-16 units, for the learner's size quota. */
  text_chars: Generated<number>;
  /**
   * The task as it was when the essay was saved, as JSON in the API's shape (0015): what the essay shows, so a
   * task edited or deleted later never changes it. Null only for essays whose task was gone before 0015.
   */
  task_snapshot: string | null;
  /** The class (its teacher) the learner sent it to, when, and the writing assignment it answers (0017). */
  sent_class_id: string | null;
  sent_at: TEpochMs | null;
  assignment_id: string | null;
}

export interface TImagesTable {
  sha256: string;
  mime: string;
  bytes: Uint8Array;
  original_name: string;
  created_at: TEpochMs;
}

/** An essay being written (migration 0010): one per learner and task, saved as the learner types. */
export interface TWritingDraftsTable {
  user_id: number;
  writing_practice_id: string;
  part: number;
  text: string;
  /** The editor's WT- id. */
  test_taker_id: string;
  started_at: TEpochMs;
  /** 1 when the countdown is shown. */
  timer_visible: number;
  /** Bumped by every save: a save on an older one (another device wrote since) is refused. */
  revision: number;
  saved_at: TEpochMs;
}

export interface TAppMetaTable {
  key: string;
  value: string;
}

/** One row per theme key of a writing task (migration 0004), for indexed filtering. */
export interface TWritingItemThemesTable {
  theme_key: string;
  item_id: string;
}

/** The Kysely schema of every table the product uses. */
export interface TDatabase {
  users: TUsersTable;
  sessions: TSessionsTable;
  user_privileges: TUserPrivilegesTable;
  token_balances: TTokenBalancesTable;
  login_attempts: TLoginAttemptsTable;
  reading_practices: TReadingPracticesTable;
  attempts: TAttemptsTable;
  submissions: TSubmissionsTable;
  submission_passages: TSubmissionPassagesTable;
  question_tallies: TQuestionTalliesTable;
  learner_usage: TLearnerUsageTable;
  practice_snapshots: TPracticeSnapshotsTable;
  writing_items: TWritingItemsTable;
  writing_themes: TWritingThemesTable;
  writing_item_themes: TWritingItemThemesTable;
  essays: TEssaysTable;
  writing_drafts: TWritingDraftsTable;
  images: TImagesTable;
  app_meta: TAppMetaTable;
  classes: Teaching.TClassesTable;
  class_members: Teaching.TClassMembersTable;
  audit_log: Teaching.TAuditLogTable;
  assignments: Teaching.TAssignmentsTable;
  essay_marks: Teaching.TEssayMarksTable;
  class_tallies: Teaching.TClassTalliesTable;
}
