import { describe, expect, it } from "vitest";
import { analyse, LINTS, pick, THREE_PARAGRAPHS } from "../testing/essay-samples";
import type { TIndicator } from "./essay-indicators";

const fields = ({ id, criterion, status, value, target, heuristic }: TIndicator) => ({
  id,
  criterion,
  status,
  value,
  target,
  heuristic,
});

describe("essayIndicators on a text with known answers", () => {
  const indicators = analyse(THREE_PARAGRAPHS, 2, 1500, LINTS);

  it("lists the indicators of Task 2 in criterion order, without the Task 1 overview", () => {
    expect(indicators.map((indicator) => `${indicator.criterion}:${indicator.id}`)).toEqual([
      "task:wordCount",
      "task:timeSpent",
      "task:paragraphCount",
      "coherence:paragraphBalance",
      "coherence:linkingDevices",
      "coherence:linkingVariety",
      "coherence:repeatedOpenings",
      "lexical:lexicalVariety",
      "lexical:repeatedWords",
      "lexical:academicWords",
      "lexical:spellingIssues",
      "grammar:sentenceLength",
      "grammar:sentenceVariety",
      "grammar:complexSentences",
      "grammar:grammarIssues",
    ]);
  });

  it.each([
    ["wordCount", "task", "check", 50, "≥ 250", undefined],
    ["timeSpent", "task", "good", 25, "≤ 40", undefined],
    ["paragraphCount", "task", "check", 3, "4–5", undefined],
    ["paragraphBalance", "coherence", "good", 40, "≤ 60%", undefined],
    ["linkingDevices", "coherence", "good", 4, "1–4", undefined],
    ["linkingVariety", "coherence", "good", 4, "≥ 4", undefined],
    ["repeatedOpenings", "coherence", "check", 2, "0", undefined],
    ["repeatedWords", "lexical", "good", 0, "≤ 4×", undefined],
    ["spellingIssues", "lexical", "check", 3, "0", undefined],
    ["sentenceLength", "grammar", "check", 5, "12–28", undefined],
    ["sentenceVariety", "grammar", "check", 1, "≥ 3.5", undefined],
    ["complexSentences", "grammar", "check", 0, "≥ 30%", true],
    ["grammarIssues", "grammar", "check", 3, "0", undefined],
  ])("%s: %s, %s, %j against %s", (id, criterion, status, value, target, heuristic) => {
    expect(fields(pick(indicators, id))).toEqual({ id, criterion, status, value, target, heuristic });
  });

  it("quotes the linking devices and their functions", () => {
    const variety = pick(indicators, "linkingVariety");
    expect(variety.examples).toEqual(["for example", "however", "in conclusion", "therefore"]);
    expect(variety.breakdown).toEqual([
      { key: "cause", count: 1 },
      { key: "conclusion", count: 1 },
      { key: "contrast", count: 1 },
      { key: "example", count: 1 },
    ]);
  });

  it("quotes the repeated openings as written", () => {
    expect(pick(indicators, "repeatedOpenings").examples).toEqual(["Governments", "People"]);
  });

  it("splits the caller's lints into spelling and grammar by kind", () => {
    expect(pick(indicators, "spellingIssues").breakdown).toEqual([
      { key: "Spelling", count: 2 },
      { key: "Typo", count: 1 },
    ]);
    expect(pick(indicators, "grammarIssues").breakdown).toEqual([
      { key: "Punctuation", count: 2 },
      { key: "Agreement", count: 1 },
    ]);
  });

  it("keeps every example list at five at most", () => {
    const many = Array.from({ length: 8 }, (_, index) => `Word${index} word${index}a is here.`).join(" ");
    for (const indicator of analyse(`${many} ${many} ${many}`)) {
      expect(indicator.examples?.length ?? 0).toBeLessThanOrEqual(5);
    }
  });
});

describe("bad input never throws", () => {
  it.each([
    ["empty", ""],
    ["whitespace only", " \n\t\n "],
    ["punctuation only", "!!! ... ???"],
    ["emoji only", "😀🎉👍"],
    ["pasted HTML", '<div class="essay"><p>Rail is <b>cheap</b>.</p><script>alert("x")</script></div>'],
    ["a 5,000-letter word", `This is ${"a".repeat(5000)}.`],
    ["an unclosed tag", `<a ${"x ".repeat(10_000)}`],
    ["100,000 one-line paragraphs", "a\n".repeat(100_000)],
    ["200,000 characters without a space", "ab.".repeat(66_000)],
    ["control characters", "Rail\u0000 is\u0007 cheap\uFEFF."],
    ["right-to-left and combining marks", "مرحبا بالعالم. e\u0301te\u0301."],
  ])("%s", (_, text) => {
    for (const part of [1, 2] as const) {
      const indicators = analyse(text, part, Number.NaN, [{ kind: "Spelling", count: Number.POSITIVE_INFINITY }]);
      for (const indicator of indicators) {
        if (typeof indicator.value === "number") expect(Number.isFinite(indicator.value)).toBe(true);
        for (const example of indicator.examples ?? []) expect(example.length).toBeLessThanOrEqual(80);
      }
    }
  });

  it("handles a 10,000-word text", () => {
    const sentences = [
      "Public transport reduces congestion in growing cities.",
      "However, many people still prefer their own cars because they are convenient.",
      "Governments which invest in rail often see cleaner air within a decade.",
      "For example, several European capitals have expanded their metro networks.",
    ];
    const paragraphs = Array.from({ length: 50 }, (_, index) =>
      Array.from({ length: 20 }, (__, offset) => `${sentences[(index + offset) % 4]} Item ${index}-${offset}.`).join(
        " ",
      ),
    );
    const text = paragraphs.join("\n\n");
    const indicators = analyse(text);
    expect(pick(indicators, "wordCount").value).toBeGreaterThan(10_000);
    expect(pick(indicators, "paragraphCount").value).toBe(50);
  });
});
