import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n";
import { descriptionOf } from "../../../test/description-of";
import { renderInApp } from "../../../test/render-router";
import { ADMIN_FORMS } from "./admin-forms";
import type { TAdminFormProps } from "./admin-shared/admin-form-module";

const paragraphs = ["A", "B", "C", "D"].map((hint) => ({ hint, content: `Paragraph ${hint}.` }));

/** Renders a type's form with `content`; `last()` is the content the form last sent. */
function renderForm(type: TQuestionType, content: unknown) {
  let sent: unknown = content;
  const Form = ADMIN_FORMS[type].Form as ComponentType<TAdminFormProps<TQuestionType>>;
  // In the app's providers: a picture field's upload is a query-client mutation.
  renderInApp(
    <Form
      content={content as TAdminFormProps<TQuestionType>["content"]}
      onChange={(c) => {
        sent = c;
      }}
      idPrefix="s0"
      paragraphs={paragraphs}
    />,
  );
  return { last: () => sent };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("admin forms", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("multiple choice: a new question starts with empty text and options A to D; a new option takes the next letter", () => {
    const form = renderForm("MULTIPLE_CHOICE", { questions: [{ question: "Q1", options: { A: "a", B: "b" } }] });
    fireEvent.click(screen.getByTestId("s0-add-question"));
    expect(form.last()).toEqual({
      questions: [
        { question: "Q1", options: { A: "a", B: "b" } },
        { question: "", options: { A: "", B: "", C: "", D: "" } },
      ],
    });
    expect(screen.getByTestId("s0-q0-options-add").textContent).toBe("Add C");
    fireEvent.click(screen.getByTestId("s0-q0-options-add"));
    type("s0-q0-options-C", "c");
    fireEvent.click(screen.getByTestId("s0-multiple"));
    type("s0-max", "2");
    expect(form.last()).toMatchObject({
      questions: [{ options: { A: "a", B: "b", C: "c" } }, {}],
      allowMultiple: true,
      maxSelection: 2,
    });
  });

  it("identifying: one statement per line, blank lines dropped", () => {
    const form = renderForm("IDENTIFYING_INFORMATION", { statements: [] });
    type("s0-statements", "First\n\n  Second  \n\n");
    expect(form.last()).toEqual({ statements: ["First", "Second"] });
    // The text as typed stays in the box.
    expect((screen.getByTestId("s0-statements") as HTMLTextAreaElement).value).toBe("First\n\n  Second  \n\n");
  });

  it("sentence completion: blank numbers drop non-numbers; the word bank's next entry gets the next letter", () => {
    const form = renderForm("SENTENCE_COMPLETION", {
      content: "a {17} b {18}",
      blankNumbers: [17, 18],
      options: { A: "x", B: "y" },
    });
    type("s0-blanks", "17, x, 18");
    fireEvent.click(screen.getByTestId("s0-word-bank-add"));
    type("s0-word-bank-C", "z");
    expect(form.last()).toEqual({
      content: "a {17} b {18}",
      blankNumbers: [17, 18],
      options: { A: "x", B: "y", C: "z" },
    });
  });

  it("matching headings: shown in roman order, a new heading takes the next numeral, positions choose paragraphs", () => {
    const form = renderForm("MATCHING_HEADINGS", {
      headings: { iii: "Third", i: "First", ii: "Second" },
      paragraphPositions: [0],
    });
    const keys = [...screen.getByTestId("s0-headings").querySelectorAll("label")].map((l) => l.textContent);
    expect(keys).toEqual(["Headings i", "Headings ii", "Headings iii"]);
    fireEvent.click(screen.getByTestId("s0-headings-add"));
    type("s0-headings-iv", "Fourth");
    fireEvent.click(screen.getByTestId("s0-add-position"));
    fireEvent.change(screen.getByTestId("s0-position-1"), { target: { value: "3" } });
    expect(form.last()).toEqual({
      headings: { i: "First", ii: "Second", iii: "Third", iv: "Fourth" },
      paragraphPositions: [0, 3],
    });
  });

  it("matching information: options can be taken from the passage's paragraphs", () => {
    const form = renderForm("MATCHING_INFORMATION", { statementsToMatch: ["s"], paragraphOptions: {} });
    fireEvent.click(screen.getByRole("button", { name: "Use the passage's paragraphs" }));
    fireEvent.click(screen.getByTestId("s0-repeats"));
    expect(form.last()).toEqual({
      statementsToMatch: ["s"],
      paragraphOptions: { A: "Paragraph A", B: "Paragraph B", C: "Paragraph C", D: "Paragraph D" },
      allowRepeats: true,
    });
  });

  it("summary completion: a flow chart needs a picture URL; switching the kind and back loses nothing", () => {
    const form = renderForm("SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION", {
      completionType: "summary",
      summary: { content: "The {1} was {2}." },
      blankNumbers: [1, 2],
    });
    fireEvent.click(screen.getByTestId("s0-kind-flow_chart"));
    expect(descriptionOf(screen.getByTestId("s0-pic"))).toContain("A flow chart needs a picture URL.");
    expect(screen.getByTestId("s0-pic").getAttribute("aria-invalid")).toBe("true");
    type("s0-pic", "chart.svg");
    expect(form.last()).toEqual({
      completionType: "flow_chart",
      flowChart: { picURL: "chart.svg" },
      blankNumbers: [1, 2],
    });
    fireEvent.click(screen.getByTestId("s0-kind-summary"));
    expect(form.last()).toEqual({
      completionType: "summary",
      summary: { content: "The {1} was {2}." },
      blankNumbers: [1, 2],
    });
  });

  it("table completion: cells, rows and columns", () => {
    const form = renderForm("SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION", {
      completionType: "table",
      table: { headers: ["A", "B"], rows: [["a1", "{1}"]] },
      blankNumbers: [1],
    });
    fireEvent.click(screen.getByRole("button", { name: "Add row" }));
    type("s0-cell-1-1", "{2}");
    fireEvent.click(screen.getByRole("button", { name: "Add column" }));
    fireEvent.change(screen.getByLabelText("Column 3 heading"), { target: { value: "C" } });
    expect(form.last()).toEqual({
      completionType: "table",
      table: {
        headers: ["A", "B", "C"],
        rows: [
          ["a1", "{1}", ""],
          ["", "{2}", ""],
        ],
      },
      blankNumbers: [1],
    });
  });

  it("every control of every form has an accessible name", () => {
    for (const t of Object.keys(ADMIN_FORMS) as TQuestionType[]) {
      cleanup();
      renderForm(t, ADMIN_FORMS[t].empty());
      for (const el of document.querySelectorAll("input, textarea, select, button")) {
        const labelled =
          el.getAttribute("aria-label") ||
          (el.id && document.querySelector(`label[for="${el.id}"]`)) ||
          el.closest("label") ||
          (el.tagName === "BUTTON" && el.textContent?.trim());
        expect(labelled, `${t}: ${el.outerHTML.slice(0, 120)}`).toBeTruthy();
      }
    }
  });
});
