import { describe, expect, it } from "vitest";
import { learnerCsvProblemLine, parseLearnerCsv, type TLearnerCsv } from "./learner-csv";

describe("parseLearnerCsv", () => {
  it.each<[string, string, TLearnerCsv["learners"]]>([
    [
      "email only",
      "email\nann@school.test\nbo@school.test\n",
      [{ email: "ann@school.test" }, { email: "bo@school.test" }],
    ],
    ["name first, any case", "Name,EMAIL\nAnn Lee,Ann@School.test", [{ email: "ann@school.test", name: "Ann Lee" }]],
    ["e-mail heading", "e-mail;name\nann@school.test;Ann", [{ email: "ann@school.test", name: "Ann" }]],
    [
      "semicolons with a comma inside a name",
      "email;name\nann@school.test;Lee, Ann",
      [{ email: "ann@school.test", name: "Lee, Ann" }],
    ],
    [
      "quoted fields, quotes doubled",
      'email,name\n"ann@school.test","Ann ""Annie"" Lee"',
      [{ email: "ann@school.test", name: 'Ann "Annie" Lee' }],
    ],
    [
      "a line break inside quotes",
      'email,name\nann@school.test,"Ann\nLee"',
      [{ email: "ann@school.test", name: "Ann\nLee" }],
    ],
    [
      "BOM, CRLF, blank lines, spaces",
      "\uFEFFemail , name\r\n\r\n  ann@school.test , Ann \r\n,\r\n",
      [{ email: "ann@school.test", name: "Ann" }],
    ],
    ["extra columns ignored", "id,email,class\n7,ann@school.test,B2", [{ email: "ann@school.test" }]],
    ["empty name dropped", "email,name\nann@school.test,", [{ email: "ann@school.test" }]],
  ])("%s", (_label, text, learners) => {
    expect(parseLearnerCsv(text)).toEqual({ learners, problems: [] });
  });

  it.each<[string, string, TLearnerCsv["problems"]]>([
    ["nothing", "", [{ line: 0, code: "empty" }]],
    ["a header alone", "email,name\n", [{ line: 0, code: "empty" }]],
    ["no email column", "name,address\nAnn,x", [{ line: 1, code: "no-email-column" }]],
    ["an unclosed quote", 'email\n"ann@school.test', [{ line: 0, code: "unclosed-quote" }]],
    [
      "bad and repeated addresses, each on its line",
      "email\nann@school.test\nnot-an-address\n\nANN@school.test\nbo@\n=cmd@school.org",
      [
        { line: 3, code: "invalid-email", value: "not-an-address" },
        { line: 5, code: "duplicate-email", value: "ANN@school.test" },
        { line: 6, code: "invalid-email", value: "bo@" },
        { line: 7, code: "invalid-email", value: "=cmd@school.org" },
      ],
    ],
    [
      "a name too long",
      `email,name\nann@school.test,${"x".repeat(101)}`,
      [{ line: 2, code: "name-too-long", value: "ann@school.test" }],
    ],
    [
      "more than a class holds",
      `email\n${Array.from({ length: 501 }, (_, i) => `l${i}@school.test`).join("\n")}`,
      [{ line: 0, code: "too-many" }],
    ],
  ])("refuses %s, taking no one", (_label, text, problems) => {
    expect(parseLearnerCsv(text)).toEqual({ learners: [], problems });
  });

  it("takes 500 learners, a class's most", () => {
    const text = `email\n${Array.from({ length: 500 }, (_, i) => `l${i}@school.test`).join("\n")}`;
    expect(parseLearnerCsv(text).learners).toHaveLength(500);
  });

  it.each([
    [{ line: 4, code: "invalid-email" as const, value: "bob@" }, "line 4: not an e-mail address (bob@)"],
    [{ line: 0, code: "empty" as const }, "the file has no rows"],
  ])("says %j as %s", (problem, text) => {
    expect(learnerCsvProblemLine(problem)).toBe(text);
  });
});
