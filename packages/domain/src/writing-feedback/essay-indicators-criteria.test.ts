import { describe, expect, it } from "vitest";
import { analyse, pick, TASK1_FIGURES_ONLY, TASK1_REPORT, THREE_PARAGRAPHS } from "../testing/essay-samples";

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
