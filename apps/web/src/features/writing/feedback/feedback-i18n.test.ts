import { essayIndicators } from "@bandcraft/domain/writing-feedback/essay-indicators";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/writing-feedback.json";
import ja from "../../../locales/ja/writing-feedback.json";
import zh from "../../../locales/zh/writing-feedback.json";
import { CRITERIA } from "./indicators-panel";

const LOCALES = { en, zh, ja } as const;

// Texts that make the domain emit every indicator it has: both tasks, with and without an overview.
const TEXTS = [
  "Overall, the number of cars rose sharply. However, buses fell.\n\nIn 2010, 40% of people drove to work.",
  "Some people think cities are better. I disagree, because villages are calm.\n\nFirstly, rent is low. In conclusion, villages win.",
  "",
];

function emittedIds(): string[] {
  const ids = new Set<string>();
  for (const text of TEXTS) {
    for (const part of [1, 2] as const) {
      for (const indicator of essayIndicators({
        text,
        part,
        timeSpentSeconds: 300,
        lints: [{ kind: "Spelling", count: 2 }],
      })) {
        ids.add(indicator.id);
      }
    }
  }
  return [...ids];
}

// harper.js 2.10's LintKind union (dist/index.d.ts).
const HARPER_KINDS = [
  "Agreement",
  "BoundaryError",
  "Capitalization",
  "Eggcorn",
  "Enhancement",
  "Formatting",
  "Grammar",
  "Malapropism",
  "Miscellaneous",
  "Nonstandard",
  "Punctuation",
  "Readability",
  "Redundancy",
  "Regionalism",
  "Repetition",
  "Spelling",
  "Style",
  "Typo",
  "Usage",
  "WordChoice",
  "WordOrder",
];

describe("every indicator the domain emits is explained in en, zh and ja", () => {
  const ids = emittedIds();

  it("emits the indicators of the four criteria (sanity check of the sample texts)", () => {
    expect(ids).toEqual(
      expect.arrayContaining(["wordCount", "overview", "linkingDevices", "lexicalVariety", "grammarIssues"]),
    );
  });

  it.each(Object.entries(LOCALES))("%s has a name, what it measures and why it matters for each", (_lang, locale) => {
    const indicators = locale.feedback.indicators as Record<string, Record<string, string> | undefined>;
    for (const id of ids) {
      for (const field of ["name", "measures", "why"]) {
        expect(indicators[id]?.[field], `${id}.${field}`).toMatch(/\S/);
      }
    }
  });

  it.each(Object.entries(LOCALES))(
    "%s names the statuses, the criteria and every harper lint kind",
    (_lang, locale) => {
      for (const status of ["good", "check", "info"] as const) expect(locale.feedback.status[status]).toMatch(/\S/);
      for (const criterion of CRITERIA) expect(locale.feedback.criteria[criterion]).toMatch(/\S/);
      const kinds = locale.feedback.kinds as Record<string, string | undefined>;
      for (const kind of HARPER_KINDS) expect(kinds[kind], kind).toMatch(/\S/);
    },
  );

  it("zh and ja have every feedback and essays key en has", () => {
    const keys = (value: unknown, prefix = ""): string[] =>
      typeof value === "object" && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix];
    for (const locale of [zh, ja]) {
      expect(keys(locale.feedback).sort()).toEqual(keys(en.feedback).sort());
      expect(keys(locale.essays).sort()).toEqual(keys(en.essays).sort());
    }
  });

  it("no text mentions a band score it would give", () => {
    for (const locale of Object.values(LOCALES)) {
      expect(JSON.stringify(locale.feedback)).not.toMatch(/band\s*\d/i);
    }
  });
});
