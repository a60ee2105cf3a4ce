import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cliSuite } from "../../../test/cli-suite";
import type { TDialect } from "../../db/dialects";
import { hashPassword, verifyPassword } from "../../lib/passwords";

const CLASS_ID = "CL-cliTestClass";

/** `import-learners`, run as the process an operator runs (through tsx, on a database of its own). */
describe.each<TDialect>(["sqlite", "postgres"])("the command line's import-learners on %s", (dialect) => {
  const { dataDir, cli, withDatabase } = cliSuite(dialect, "bandcraft-cli-learners-");
  const csvFile = (name: string, text: string) => {
    const file = path.join(dataDir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const accounts = (emails: string[]) =>
    withDatabase(({ db }) =>
      db
        .selectFrom("users")
        .select(["id", "email", "password_hash", "must_change_password", "display_name"])
        .where("email", "in", emails)
        .orderBy("email")
        .execute(),
    );
  /** The rows of the printed CSV (it starts with a byte-order mark and ends lines with CRLF). */
  const rowsOf = (stdout: string) =>
    stdout
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter((line) => line !== "")
      .map((line) => line.split(","));

  it("refuses a file with problems line by line, and an unknown class, changing nothing", async () => {
    const bad = csvFile("bad.csv", "email,name\nann@example.com,Ann\nbob@,Bob\nann@example.com,Ann again\n");
    const refused = await cli("import-learners", bad);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("nothing was changed");
    expect(refused.stderr).toContain("line 3: not an e-mail address (bob@)");
    expect(refused.stderr).toContain("line 4: this e-mail is on an earlier line too (ann@example.com)");
    expect(await accounts(["ann@example.com"])).toEqual([]);

    const good = csvFile("good.csv", "email\ncara@example.com\n");
    const unknown = await cli("import-learners", good, "--class", "No Such Class");
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr).toContain('No unarchived class is named "No Such Class"');
    expect(unknown.stderr).toContain("without --class");
    expect(await accounts(["cara@example.com"])).toEqual([]);
  }, 120_000);

  it("creates accounts, adds them to the named class and prints a CSV of one-time passwords that sign in", async () => {
    await withDatabase(async ({ db }) => {
      const made = { password_hash: await hashPassword("kept-password-123"), created_at: Date.now() };
      const teacher = await db
        .insertInto("users")
        .values({ email: "teacher@example.com", ...made })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("users")
        .values({ email: "old@example.com", ...made })
        .execute();
      await db
        .insertInto("classes")
        .values({ id: CLASS_ID, name: "Year 9", teacher_id: teacher.id, created_at: Date.now(), archived_at: null })
        .execute();
    });
    const file = csvFile(
      "class.csv",
      "\uFEFFName;E-mail\r\nDora Díaz;Dora@Example.com\r\n;eli@example.com\r\nOld Hand;old@example.com\r\n",
    );
    const imported = await cli("import-learners", file, "--class", "Year 9");
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toContain('Created 2 accounts (1 existed); added 3 to "Year 9"');
    const rows = rowsOf(imported.stdout);
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ["email", "name"],
      ["dora@example.com", "Dora Díaz"],
      ["eli@example.com", ""],
      ["old@example.com", "Old Hand"],
    ]);
    expect(rows[0]?.[2]).toBe("one_time_password");
    expect(rows[3]?.[2]).toBe("");
    const stored = await accounts(["dora@example.com", "eli@example.com", "old@example.com"]);
    for (const [email, , password] of rows.slice(1, 3)) {
      const account = stored.find((a) => a.email === email);
      expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(await verifyPassword(account?.password_hash ?? "", password ?? "")).toBe(true);
      expect(account?.must_change_password).toBe(1);
    }
    const old = stored.find((a) => a.email === "old@example.com");
    expect([old?.must_change_password, await verifyPassword(old?.password_hash ?? "", "kept-password-123")]).toEqual([
      0,
      true,
    ]);
    // The file's name for an account that existed is not written on it.
    expect(old?.display_name).toBeNull();
    const { members, audit } = await withDatabase(async ({ db }) => ({
      members: await db.selectFrom("class_members").select("user_id").where("class_id", "=", CLASS_ID).execute(),
      audit: await db.selectFrom("audit_log").select(["actor_email", "action", "target"]).execute(),
    }));
    expect(members).toHaveLength(3);
    expect(
      audit
        .filter((a) => a.action === "account.create")
        .map((a) => a.target)
        .sort(),
    ).toEqual(["dora@example.com", "eli@example.com"]);
    expect(audit).toContainEqual({ actor_email: "cli", action: "class.add_learners", target: "Year 9" });
    expect(audit).toContainEqual({ actor_email: "cli", action: "class.join", target: "old@example.com" });
    expect(audit.every((a) => a.actor_email === "cli")).toBe(true);

    // Without --class: accounts only; an existing one is left as it is and gets no password.
    const more = csvFile("more.csv", "email,name\nfinn@example.com,Finn\ndora@example.com,Someone Else\n");
    const second = await cli("import-learners", more);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toContain("Created 1 account; 1 existed already");
    const again = rowsOf(second.stdout);
    expect(again[1]?.[2]).toMatch(/^[a-z2-9-]{14}$/);
    expect(again[2]).toEqual(["dora@example.com", "Someone Else", ""]);
    const dora = await accounts(["dora@example.com"]);
    expect(dora[0]?.display_name).toBe("Dora Díaz");

    // Two unarchived classes of one name: the command line cannot tell which is meant.
    await withDatabase(({ db }) =>
      db
        .insertInto("classes")
        .values({ id: "CL-cliTwinClass", name: "Year 9", teacher_id: old?.id ?? 0, created_at: 1, archived_at: null })
        .execute(),
    );
    const ambiguous = await cli("import-learners", more, "--class", "Year 9");
    expect([ambiguous.code, ambiguous.stdout]).toEqual([1, ""]);
    expect(ambiguous.stderr).toContain('2 unarchived classes are named "Year 9"');
  }, 120_000);
});
