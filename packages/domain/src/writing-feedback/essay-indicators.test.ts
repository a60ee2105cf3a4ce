import { describe, expect, it } from "vitest";
import { essayIndicators, feedbackSummary, isEmptyEssay, type TIndicator, type TLintSummary } from "./essay-indicators";

// Three paragraphs, 50 words, 10 sentences of 4 or 6 words (mean 5, standard deviation 1), four linking
// devices of four functions (however, therefore, for example, in conclusion), two openings used three
// times (People, Governments), no subordinate clause.
const THREE_PARAGRAPHS = `Cities are growing quickly. However, transport has not kept pace. People need faster trains.

People want cleaner air. People travel longer distances every year. Governments should therefore invest in rail.

Governments can act now. Governments have the money. For example, fuel taxes raise billions. In conclusion, rail is the answer.`;

const TASK1_REPORT = `The line graph compares the share of electricity from coal, gas and renewables in one country between 1990 and 2020.

Overall, coal declined sharply, whereas renewables grew to become the largest source.

In 1990, coal accounted for around 60% of electricity, while gas provided about 15%. The share of coal then fell steadily, reaching just 10% in 2020.

Renewable energy, which supplied only 5% in 1990, increased dramatically after 2005 and reached 40% in 2020.`;

const TASK1_FIGURES_ONLY = `The line graph shows the share of electricity from coal and gas between 1990 and 2020.

In 1990, coal accounted for around 60% of electricity. By 2020 it was 10%.

Gas provided about 15% in 1990 and 30% in 2020.`;

const LINTS: TLintSummary = [
  { kind: "Spelling", count: 2 },
  { kind: "Agreement", count: 1 },
  { kind: "Punctuation", count: 2 },
  { kind: "Typo", count: 1 },
];

const analyse = (text: string, part: 1 | 2 = 2, timeSpentSeconds = 1500, lints: TLintSummary = []) =>
  essayIndicators({ text, part, timeSpentSeconds, lints });
const pick = (indicators: TIndicator[], id: string) => {
  const indicator = indicators.find((candidate) => candidate.id === id);
  if (indicator === undefined) throw new Error(`no indicator ${id}`);
  return indicator;
};
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

describe("task response", () => {
  it.each([
    [1, 149, "check", "≥ 150"],
    [1, 150, "good", "≥ 150"],
    [2, 249, "check", "≥ 250"],
    [2, 250, "good", "≥ 250"],
  ] as const)("Task %i with %i words: %s against %s", (part, words, status, target) => {
    const text = Array.from({ length: words }, () => "word").join(" ");
    expect(pick(analyse(text, part), "wordCount")).toMatchObject({ value: words, status, target });
  });

  it.each([
    [1, 0, "info", 0],
    [1, 1200, "good", 20],
    [1, 1230, "check", 21],
    [2, 2400, "good", 40],
    [2, 2460, "check", 41],
    [2, -5, "info", 0],
    [2, Number.NaN, "info", 0],
  ] as const)("Task %i after %f seconds: %s, %i minutes", (part, seconds, status, minutes) => {
    expect(pick(analyse("Some text.", part, seconds), "timeSpent")).toMatchObject({ status, value: minutes });
  });

  it.each([
    [1, "One.\n\nTwo.", 2, "check"],
    [1, "One.\n\nTwo.\n\nThree.", 3, "good"],
    [1, "1\n\n2\n\n3\n\n4\n\n5\n\n6", 6, "check"],
    [2, "One.\n\nTwo.\n\nThree.\n\nFour.", 4, "good"],
    [2, "One.\nTwo.\nThree.\nFour.\nFive.", 5, "good"],
    [2, "One.\nTwo.\n\nThree.", 2, "check"],
    [2, "One.\n\n\n\n<p></p>\n\nTwo.", 2, "check"],
  ] as const)("Task %i %j has %i paragraphs (%s)", (part, text, paragraphs, status) => {
    expect(pick(analyse(text, part), "paragraphCount")).toMatchObject({ value: paragraphs, status });
  });

  it.each([
    ["a report with an overview", TASK1_REPORT, "good", true],
    ["a report of figures only", TASK1_FIGURES_ONLY, "check", false],
  ])("Task 1 overview in %s", (_, text, status, found) => {
    const overview = pick(analyse(text, 1), "overview");
    expect(overview).toMatchObject({ criterion: "task", status, value: found, heuristic: true });
    if (found) expect(overview.examples?.[0]).toMatch(/^Overall, coal declined sharply/);
  });
});

describe("coherence", () => {
  const body = (sentence: string, times: number) => Array.from({ length: times }, () => sentence).join(" ");

  it.each([
    ["one giant paragraph", body("Rail is a cheap way to travel.", 12), 100, "check"],
    ["one short paragraph says nothing yet", "Rail is cheap.", 100, "info"],
    [
      "two even paragraphs",
      `${body("Rail is a cheap way to travel.", 6)}\n\n${body("Buses are slow in the city.", 6)}`,
      54,
      "good",
    ],
    [
      "one paragraph holding most of it",
      `${body("Rail is a cheap way to travel.", 10)}\n\nBuses are slow.`,
      96,
      "check",
    ],
  ])("paragraph balance of %s", (_, text, share, status) => {
    expect(pick(analyse(text), "paragraphBalance")).toMatchObject({ value: share, status });
  });

  it.each([
    ["none in 70 words", body("Rail is a cheap way to travel.", 10), 0, "2–5", "check"],
    [
      "one in nearly every sentence",
      body("However, rail is cheap. Moreover, it is fast. Therefore, we use it.", 5),
      15,
      "2–4",
      "check",
    ],
  ])("linking devices: %s", (_, text, count, target, status) => {
    expect(pick(analyse(text), "linkingDevices")).toMatchObject({ value: count, target, status });
  });

  it("calls the same device over and over little variety", () => {
    const text = Array.from({ length: 8 }, (_, index) => `However, rail number ${index} is cheap and useful.`).join(
      " ",
    );
    expect(pick(analyse(text), "linkingVariety")).toMatchObject({ value: 1, status: "check" });
  });
});

describe("lexical resource", () => {
  it.each([
    ["a short text says nothing yet", "Rail is cheap and fast.", "info"],
    ["the same few words over and over", Array.from({ length: 30 }, () => "rail is cheap").join(" "), "check"],
  ])("lexical variety: %s", (_, text, status) => {
    expect(pick(analyse(text), "lexicalVariety").status).toBe(status);
  });

  it("names the words repeated too often, most used first", () => {
    const text = `${"Technology helps. ".repeat(7)}${"Students learn. ".repeat(5)}${"Teachers teach. ".repeat(4)}`;
    expect(pick(analyse(text), "repeatedWords")).toMatchObject({
      status: "check",
      value: 4,
      examples: ["helps", "technology", "learn", "students"],
      breakdown: [
        { key: "helps", count: 7 },
        { key: "technology", count: 7 },
        { key: "learn", count: 5 },
        { key: "students", count: 5 },
      ],
    });
  });

  it("reports the share of academic words, labelled a heuristic and never as a fault", () => {
    const academic = pick(
      analyse("Scientists analysed the soil and predicted erosion. People like cake."),
      "academicWords",
    );
    expect(academic).toMatchObject({ status: "info", heuristic: true });
    expect(academic.value).toBeGreaterThan(0);
    expect(academic.examples).toContain("soil");
  });

  it("counts no spelling issues without lints", () => {
    expect(pick(analyse(THREE_PARAGRAPHS), "spellingIssues")).toMatchObject({ value: 0, status: "good" });
  });
});

describe("grammatical range and accuracy", () => {
  it.each([
    ["fewer than four sentences say nothing yet", "Rail is cheap. Buses are slow. Cars are fast.", "info", "info"],
    [
      "varied lengths with clauses",
      "Rail is cheap. Although buses are slow, many people still take them every day because they are cheap. Cars are fast. When the roads are empty, which happens rarely at night, a car is the quickest way home.",
      "good",
      "good",
    ],
  ])("%s", (_, text, varietyStatus, complexStatus) => {
    const indicators = analyse(text);
    expect(pick(indicators, "sentenceVariety").status).toBe(varietyStatus);
    expect(pick(indicators, "complexSentences").status).toBe(complexStatus);
  });

  it("quotes the clause markers it found", () => {
    const text = "Although it rained, we went. We stayed where it was dry. Rail is cheap. Buses are slow.";
    expect(pick(analyse(text), "complexSentences")).toMatchObject({ value: 50, examples: ["although", "where"] });
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

describe("isEmptyEssay", () => {
  it.each([
    ["", true],
    ["   \n\t ", true],
    ["!!! ???", true],
    ["😀🎉", true],
    ["<p></p><br/>", true],
    ["&nbsp;&nbsp;", true],
    ["123 456", true],
    ["Hello", false],
    ["<p>Hi</p>", false],
    ["日本語", false],
    ["a", false],
  ])("%j → %s", (text, empty) => {
    expect(isEmptyEssay(text)).toBe(empty);
  });
});

describe("feedbackSummary", () => {
  const manyKinds: TLintSummary = Array.from({ length: 80 }, (_, index) => ({
    kind: `Kind${index}`,
    count: index + 1,
  }));

  it.each([
    ["Task 1 with a few lints", analyse(TASK1_REPORT, 1, 900, LINTS), LINTS],
    ["Task 2 with 80 lint kinds", analyse(THREE_PARAGRAPHS, 2, 900, manyKinds), manyKinds],
    ["an empty essay", analyse("", 2, 0, []), []],
  ])("%s: at most 50 flat entries with short keys and values", (_, indicators, lints) => {
    const summary = feedbackSummary(indicators, lints);
    const entries = Object.entries(summary);
    expect(entries.length).toBeLessThanOrEqual(50);
    for (const [key, value] of entries) {
      expect(key.length).toBeLessThanOrEqual(64);
      expect(["number", "string", "boolean"]).toContain(typeof value);
      if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
      if (typeof value === "string") expect(value.length).toBeLessThanOrEqual(200);
    }
  });

  it("keeps each indicator's value and status, then lint counts by kind, most frequent first", () => {
    const summary = feedbackSummary(analyse(TASK1_REPORT, 1, 900, LINTS), LINTS);
    expect(summary).toMatchObject({
      summaryVersion: 1,
      wordCount: 75,
      "wordCount.status": "check",
      overview: true,
      "overview.status": "good",
      spellingIssues: 3,
      grammarIssues: 3,
      "lint.Spelling": 2,
      "lint.Punctuation": 2,
      "lint.Agreement": 1,
      "lint.Typo": 1,
    });
  });

  it("keeps the most frequent lint kinds when they do not all fit", () => {
    const summary = feedbackSummary(analyse(THREE_PARAGRAPHS), manyKinds);
    expect(Object.keys(summary)).toHaveLength(50);
    expect(summary["lint.Kind79"]).toBe(80);
    expect(summary["lint.Kind0"]).toBeUndefined();
  });

  it("cuts a long kind name and ignores invalid counts", () => {
    const summary = feedbackSummary(
      [],
      [
        { kind: "K".repeat(100), count: 1 },
        { kind: "Broken", count: Number.NaN },
        { kind: "Negative", count: -1 },
      ],
    );
    expect(summary).toEqual({ summaryVersion: 1, [`lint.${"K".repeat(59)}`]: 1 });
  });
});
