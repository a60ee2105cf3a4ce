import { RESULTS_CSV_HEADER } from "@bandcraft/domain/results-csv";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { cliSuite } from "../../../test/cli-suite";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";

/** Long past, so whoever has not handed in is late whenever the test runs. */
const DUE = Date.UTC(2024, 10, 30, 17, 0);
const READING = "AS-cliReading01";
const WRITING = "AS-cliWriting01";

/** RFC 4180 records of the printed CSV (after its byte-order mark): quoted fields, "" for a quote, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] ?? "";
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(field);
      field = "";
    } else if (!quoted && c === "\r" && next === "\n") {
      rows.push([...row, field]);
      row = [];
      field = "";
      i += 1;
    } else {
      field += c;
    }
  }
  return rows;
}

/** A teacher, their class of this name and its learners, written straight into the database. */
async function seed(db: Kysely<TDatabase>) {
  const user = async (email: string, displayName: string | null) =>
    (
      await db
        .insertInto("users")
        .values({ email, display_name: displayName, password_hash: "x", created_at: 1 })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const [teacherA, teacherB] = [await user("ta@example.com", null), await user("tb@example.com", null)];
  const ann = await user("ann@example.com", '=HYPERLINK("http://evil.example","x")');
  const bob = await user("bob@example.com", 'Bob, "B"');
  const classOf = (id: string, teacher: number, archived: number | null = null) =>
    db
      .insertInto("classes")
      .values({ id, name: "Year 9", teacher_id: teacher, created_at: 1, archived_at: archived })
      .execute();
  await classOf("CL-cliClassA", teacherA);
  await classOf("CL-cliClassB", teacherB);
  await classOf("CL-cliClassOld", teacherA, 5);
  await db
    .insertInto("class_members")
    .values([ann, bob].map((userId) => ({ class_id: "CL-cliClassA", user_id: userId, added_at: 1 })))
    .execute();
  const assignment = (id: string, kind: "passages" | "writing", title: string) => ({
    ...{ id, class_id: "CL-cliClassA", kind, title, opens_at: DUE - 86_400_000, due_at: DUE },
    practice_ids: kind === "writing" ? null : "bandcraft-test-1-part-1",
    writing_item_id: kind === "writing" ? "bandcraft-writing-task1-city-commuter-modes" : null,
    ...{ time_limit_minutes: null, created_by: teacherA, created_at: 1, deleted_at: null },
  });
  // The command line does not load the bank; the passage the reading names, as the bank would hold it.
  await db
    .insertInto("reading_practices")
    .values({
      ...{ id: "bandcraft-test-1-part-1", title: "Keeping Winter", level: 1, page_type: "passage", test_group: null },
      ...{ question_count: 13, question_types: "", body: "{}", learner_body: null, body_sha: null },
      ...{ created_at: 1, updated_at: 1 },
    })
    .execute();
  await db
    .insertInto("assignments")
    .values([assignment(READING, "passages", "+Farm, part 1"), assignment(WRITING, "writing", "Commuting")])
    .execute();
  // Ann's paper of the reading, submitted an hour late; Bob's essay, sent on time and returned with 6.5.
  await db
    .insertInto("attempts")
    .values({
      ...{ test_taker_id: "TT-cli", user_id: ann, kind: "single", practice_ids: "bandcraft-test-1-part-1" },
      ...{ snapshot_shas: "", titles: "[]", question_count: 13, tokens_spent: 0, started_at: DUE - 600_000 },
      ...{ deadline_at: null, status: "submitted", state: null, last_save_key: null, saved_at: DUE + 3_600_000 },
      ...{ submitted_at: DUE + 3_600_000, assignment_id: READING },
    })
    .execute();
  await db
    .insertInto("submissions")
    .values({
      ...{ id: "sub_cli", user_id: ann, test_taker_id: "TT-cli", start_ts: DUE - 600_000, elapsed_seconds: 754 },
      ...{ submitted_at: DUE + 3_600_000, total_correct: 11, question_count: 13, band: 7, payload_hash: "h", seq: 0 },
    })
    .execute();
  await db
    .insertInto("essays")
    .values({
      ...{ id: "essay-cli", user_id: bob, writing_practice_id: "bandcraft-writing-task1-city-commuter-modes", part: 1 },
      ...{ text: "Commuters mostly drive.", word_count: 3, time_spent: 900, feedback: null, created_at: DUE - 5000 },
      ...{ task_snapshot: null, sent_class_id: "CL-cliClassA", sent_at: DUE - 5000, assignment_id: WRITING },
    })
    .execute();
  await db
    .insertInto("essay_marks")
    .values({
      ...{ essay_id: "essay-cli", teacher_id: teacherA, band_task: 6, band_coherence: 7, band_lexical: 6.5 },
      ...{ band_grammar: 6.5, overall: 6.5, comments: "[]", general_comment: "", saved_at: DUE, returned_at: DUE },
    })
    .execute();
}

/** `export-results`, run as the process an operator runs (through tsx, on a database of its own). */
describe.each<TDialect>(["sqlite", "postgres"])("the command line's export-results on %s", (dialect) => {
  const { cli, withDatabase } = cliSuite(dialect, "bandcraft-cli-results-");
  beforeAll(async () => {
    // The first run migrates the new database; nothing is named yet.
    const first = await cli("export-results", "--class", "Year 9");
    expect([first.code, first.stdout]).toEqual([1, ""]);
    expect(first.stderr).toContain('No class is named "Year 9"');
    await withDatabase(({ db }) => seed(db));
  }, 120_000);

  it("refuses a missing --class, a name two teachers use without --teacher, and an unknown teacher", async () => {
    const missing = await cli("export-results");
    expect([missing.code, missing.stdout]).toEqual([1, ""]);
    expect(missing.stderr).toContain("--class is required");
    const ambiguous = await cli("export-results", "--class", "Year 9");
    expect([ambiguous.code, ambiguous.stdout]).toEqual([1, ""]);
    expect(ambiguous.stderr).toContain('3 classes are named "Year 9"');
    expect(ambiguous.stderr).toContain("ta@example.com (CL-cliClassA)");
    expect(ambiguous.stderr).toContain("tb@example.com (CL-cliClassB)");
    expect(ambiguous.stderr).toContain("--teacher");
    const nobody = await cli("export-results", "--class", "Year 9", "--teacher", "tc@example.com");
    expect([nobody.code, nobody.stdout]).toEqual([1, ""]);
    expect(nobody.stderr).toContain('No class is named "Year 9" with the teacher tc@example.com');
  }, 120_000);

  it("prints the class's results as CSV: the header, a row per assignment and learner, formulas defused", async () => {
    // The teacher's unarchived class, though an archived one of theirs has the name too.
    const run = await cli("export-results", "--class", " Year 9 ", "--teacher", "TA@example.com");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      'Exported 4 rows (one per assignment and learner) of "Year 9", taught by ta@example.com',
    );
    expect(run.stdout.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(run.stdout.slice(1));
    expect(header).toEqual([...RESULTS_CSV_HEADER]);
    const due = new Date(DUE).toISOString();
    const annName = `'=HYPERLINK("http://evil.example","x")`;
    // By due time (the two are due together: then as created), then learners by name.
    expect(rows).toEqual([
      [
        "Year 9",
        "'+Farm, part 1",
        "passages",
        due,
        "ann@example.com",
        annName,
        "submitted",
        "true",
        "11",
        "13",
        "",
        "754",
        new Date(DUE - 600_000).toISOString(),
        new Date(DUE + 3_600_000).toISOString(),
        "",
      ],
      [
        "Year 9",
        "'+Farm, part 1",
        "passages",
        due,
        "bob@example.com",
        'Bob, "B"',
        "not-started",
        "true",
        "",
        "13",
        "",
        "",
        "",
        "",
        "",
      ],
      [
        "Year 9",
        "Commuting",
        "writing",
        due,
        "ann@example.com",
        annName,
        "not-started",
        "true",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
      ],
      [
        "Year 9",
        "Commuting",
        "writing",
        due,
        "bob@example.com",
        'Bob, "B"',
        "submitted",
        "false",
        "",
        "",
        "",
        "900",
        "",
        new Date(DUE - 5000).toISOString(),
        "6.5",
      ],
    ]);
  }, 120_000);
});
