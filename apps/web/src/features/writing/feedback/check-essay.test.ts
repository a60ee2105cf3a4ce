import { describe, expect, it, vi } from "vitest";
import { alignSpan, checkEssay, lintSummary, MAX_SUGGESTIONS, type THarperLint, toIssue } from "./check-essay";

/** A stand-in for harper's wasm Lint, counting what is freed. */
function fakeLint(
  text: string,
  problem: string,
  kind: string,
  suggestions: [number, string][],
  freed: string[],
  at = text.indexOf(problem),
): THarperLint {
  return {
    span: () => ({ start: at, end: at + problem.length, free: () => freed.push("span") }),
    lint_kind: () => kind,
    message: () => `Did you mean to spell \`${problem}\` this way?`,
    get_problem_text: () => problem,
    suggestions: () =>
      suggestions.map(([k, t]) => ({ kind: () => k, get_replacement_text: () => t, free: () => freed.push("s") })),
    free: () => freed.push("lint"),
  };
}

describe("toIssue", () => {
  it("turns harper's lint into plain data and frees the wasm objects", () => {
    const freed: string[] = [];
    const text = "I recieve it.";
    const issue = toIssue(
      text,
      fakeLint(
        text,
        "recieve",
        "Spelling",
        [
          [0, "receive"],
          [1, ""],
          [2, "!"],
          [9, "?"],
        ],
        freed,
      ),
      0,
    );
    expect(issue).toMatchObject({ start: 2, end: 9, kind: "Spelling", problem: "recieve" });
    expect(issue.suggestions).toEqual([
      { kind: "replace", text: "receive" },
      { kind: "remove", text: "" },
      { kind: "insertAfter", text: "!" },
    ]);
    expect(freed.filter((f) => f === "lint")).toHaveLength(1);
    expect(freed.filter((f) => f === "s")).toHaveLength(4);
  });

  it(`keeps at most ${MAX_SUGGESTIONS} suggestions`, () => {
    const text = "teh";
    const many = Array.from({ length: 6 }, (_, i) => [0, `w${i}`] as [number, string]);
    expect(toIssue(text, fakeLint(text, "teh", "Spelling", many, []), 0).suggestions).toHaveLength(MAX_SUGGESTIONS);
  });
});

describe("alignSpan", () => {
  it("keeps UTF-16 offsets that match the problem text", () => {
    expect(alignSpan("😀 recieve", 3, 10, "recieve")).toEqual([3, 10]);
  });
  it("reads code-point offsets when the UTF-16 slice does not match", () => {
    // In code points "recieve" starts at 2 (the emoji is one character); in UTF-16 at 3.
    expect(alignSpan("😀 recieve", 2, 9, "recieve")).toEqual([3, 10]);
  });
  it("clamps offsets past the end", () => {
    expect(alignSpan("abc", 2, 50, "zzz")).toEqual([2, 3]);
  });
});

describe("lintSummary", () => {
  it("counts issues by kind, most frequent first", () => {
    expect(
      lintSummary([{ kind: "Spelling" }, { kind: "Agreement" }, { kind: "Spelling" }, { kind: "Capitalization" }]),
    ).toEqual([
      { kind: "Spelling", count: 2 },
      { kind: "Agreement", count: 1 },
      { kind: "Capitalization", count: 1 },
    ]);
  });
});

describe("checkEssay", () => {
  it("an empty essay is answered without starting the checker", async () => {
    const lint = vi.fn();
    expect(
      await checkEssay({ lint }, { text: "  \n <p></p> 😀 ", part: 2, timeSpentSeconds: 0, spelling: "british" }),
    ).toEqual({
      empty: true,
    });
    expect(lint).not.toHaveBeenCalled();
  });

  it("answers the issues in text order, the indicators and a summary with the lint counts", async () => {
    const text = "She go to school. I recieve letters.\n\nThe end.";
    const lints = [
      fakeLint(text, "recieve", "Spelling", [[0, "receive"]], []),
      fakeLint(text, "go", "Agreement", [[0, "goes"]], []),
    ];
    const result = await checkEssay(
      { lint: async () => lints },
      { text, part: 2, timeSpentSeconds: 600, spelling: "british" },
      () => 0,
    );
    if (result.empty) throw new Error("not empty");
    expect(result.issues.map((i) => i.problem)).toEqual(["go", "recieve"]);
    expect(result.indicators.map((i) => i.criterion)).toContain("grammar");
    expect(result.indicators.find((i) => i.id === "spellingIssues")?.value).toBe(1);
    expect(result.indicators.find((i) => i.id === "grammarIssues")?.value).toBe(1);
    expect(result.summary["lint.Spelling"]).toBe(1);
    expect(result.summary["lint.Agreement"]).toBe(1);
    expect(result.summary.timeSpent).toBe(10);
  });
});
