import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { renderInApp } from "../../../../test/render-router";
import { matchingHeadingsAdminForm } from "../matching-headings/admin-form";
import { multipleChoiceAdminForm } from "../multiple-choice/admin-form";
import { choiceSpan, entryNumbers } from "./question-numbering";

describe("entryNumbers", () => {
  it.each<[number, number, number, { from: number; to: number }]>([
    [1, 0, 1, { from: 1, to: 1 }],
    [14, 0, 1, { from: 14, to: 14 }],
    [14, 5, 1, { from: 19, to: 19 }],
    [27, 1, 2, { from: 29, to: 30 }],
    [27, 0, 0, { from: 27, to: 27 }],
  ])("first %i, position %i, span %i", (first, position, span, numbers) => {
    expect(entryNumbers(first, position, span)).toEqual(numbers);
  });
});

describe("choiceSpan", () => {
  it.each<[boolean | undefined, string, number]>([
    [undefined, "", 1],
    [false, "2", 1],
    [true, "2", 2],
    [true, "", 3],
    [true, "x", 3],
  ])("allowMultiple %s, maxSelection %j → %i", (allowMultiple, maxSelection, span) => {
    expect(choiceSpan(allowMultiple, maxSelection)).toBe(span);
  });
});

const paragraphs = ["A", "B", "C", "D", "E", "F", "G"].map((hint) => ({ hint, content: `Paragraph ${hint}.` }));

describe("the forms number their entries from the section's first question", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("matching headings in Questions 14–19 numbers its paragraphs 14 to 19", () => {
    const { Form } = matchingHeadingsAdminForm;
    const content = { headings: { i: "One", ii: "Two" }, paragraphPositions: [1, 2, 3, 4, 5, 6] };
    renderInApp(<Form content={content} onChange={() => {}} idPrefix="s1" paragraphs={paragraphs} firstNumber={14} />);
    const shown = [0, 1, 2, 3, 4, 5].map((i) => screen.getByTestId(`s1-position-${i}-number`).textContent);
    expect(shown).toEqual(["14", "15", "16", "17", "18", "19"]);
    expect(screen.getByLabelText(/^Paragraph for question 19/)).toBe(screen.getByTestId("s1-position-5"));
    expect(screen.getByRole("button", { name: "Remove paragraph 14" })).toBeDefined();
  });

  it("multiple choice numbers its questions from the first, a Choose TWO question covering two", () => {
    const { Form } = multipleChoiceAdminForm;
    const question = (q: string) => ({ question: q, options: { A: "a", B: "b", C: "c" } });
    const single = { questions: [question("One"), question("Two")] };
    const { unmount } = renderInApp(
      <Form content={single} onChange={() => {}} idPrefix="s0" paragraphs={[]} firstNumber={27} />,
    );
    expect([screen.getByTestId("s0-q0-heading").textContent, screen.getByTestId("s0-q1-heading").textContent]).toEqual([
      "Question 27",
      "Question 28",
    ]);
    unmount();
    const chooseTwo = { ...single, allowMultiple: true, maxSelection: 2 };
    renderInApp(<Form content={chooseTwo} onChange={() => {}} idPrefix="s0" paragraphs={[]} firstNumber={27} />);
    expect(screen.getByTestId("s0-q1-heading").textContent).toBe("Questions 29–30");
    expect(screen.getByRole("button", { name: "Remove question 29" })).toBeDefined();
  });
});
