// The privilege catalogue as plain data (no Zod), so a chunk that must stay small (the app's entry, its route
// guards, the header) can read the ids; the schemas that carry privileges over the API are in privileges.ts.

/**
 * The privilege catalogue: ids 1–9 of the product's catalogue and 10, Teacher, our addition; the API stores and
 * reports all of them. `inEffect` marks those that change what their holder can do today (Administrator: the
 * administration area and tests without tokens; Reading Test: tests without tokens; Teacher: their own classes,
 * assignments, results and marking); the others belong to features not built yet, so no screen offers or
 * advertises them.
 */
export const PRIVILEGES = [
  { id: 1, code: "ADMIN", name: "Administrator", inEffect: true },
  { id: 2, code: "READING_WORD_TABLE", name: "Reading Word Table", inEffect: false },
  { id: 3, code: "READING_TEST", name: "Reading Test", inEffect: true },
  { id: 4, code: "LISTENING_WORD_TABLE", name: "Listening Word Table", inEffect: false },
  { id: 5, code: "LISTENING_TEST", name: "Listening Test", inEffect: false },
  { id: 6, code: "WRITING_SHOW_TEST", name: "Writing Show Test", inEffect: false },
  { id: 7, code: "WRITING_SCORE", name: "Writing Score", inEffect: false },
  { id: 8, code: "SPEAKING_SHOW_TEST", name: "Speaking Show Test", inEffect: false },
  { id: 9, code: "SPEAKING_SHOW_ANSWER", name: "Speaking Show Answer", inEffect: false },
  { id: 10, code: "TEACHER", name: "Teacher", inEffect: true },
] as const;

/** The privileges that do something today: the only ones granted from the browser or shown to learners. */
export const PRIVILEGES_IN_EFFECT = PRIVILEGES.filter((p) => p.inEffect);

export type TPrivilegeId = (typeof PRIVILEGES)[number]["id"];
export const ADMIN_PRIVILEGE = 1 satisfies TPrivilegeId;
export const READING_TEST_PRIVILEGE = 3 satisfies TPrivilegeId;
export const TEACHER_PRIVILEGE = 10 satisfies TPrivilegeId;
/** Roles of the school's staff, granted by an administrator and never offered to learners as something to apply for. */
export const STAFF_PRIVILEGES: readonly TPrivilegeId[] = [ADMIN_PRIVILEGE, TEACHER_PRIVILEGE];
/** The highest id in the catalogue: ids run 1 to this. */
export const MAX_PRIVILEGE_ID = PRIVILEGES.length;
