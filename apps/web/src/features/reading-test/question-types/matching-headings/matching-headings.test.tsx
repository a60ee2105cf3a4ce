import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { questionAnchorId } from "../../engine/question-type-module";
import { renderModule } from "../shared/matching-test-harness";
import { headingList } from "./headings";
import { matchingHeadingsModule } from "./index";

const section = (content: unknown) => ({
  title: "Questions 14-16",
  questionType: "MATCHING_HEADINGS",
  questionNumber: 3,
  instruction: "Choose the correct heading for paragraphs B-D.",
  content,
});

// Keys out of order on purpose: the list is ordered by roman numeral value, not by text.
const headings = { x: "Tenth", ii: "Second", iv: "Fourth", i: "First", ix: "Ninth" };
const content = { headings, paragraphPositions: [1, 2, 3] };
const numbers = [14, 15, 16];

describe("matching headings", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("orders headings i…xv from a map or a list", () => {
    expect(headingList(headings)?.map((h) => h.key)).toEqual(["i", "ii", "iv", "ix", "x"]);
    expect(
      headingList([
        { key: "iii", text: "c" },
        { key: "i", text: "a" },
      ])?.map((h) => h.key),
    ).toEqual(["i", "iii"]);
    expect(headingList({})).toBeNull();
  });

  it("draws a slot beside each listed paragraph (0-based) and a row per question", () => {
    renderModule(matchingHeadingsModule, section(content), numbers, { paragraphs: 5 });
    expect(within(screen.getByTestId("paragraph-0")).queryByTestId(/drop-slot/)).toBeNull();
    const slotsIn = (paragraph: string) =>
      within(screen.getByTestId(paragraph))
        .getAllByTestId(/drop-slot/)
        .map((slot) => slot.dataset.testid);
    expect(slotsIn("paragraph-1")).toEqual(["drop-slot-14"]);
    expect(slotsIn("paragraph-3")).toEqual(["drop-slot-16"]);
    expect(within(screen.getByTestId("paragraph-4")).queryByTestId(/drop-slot/)).toBeNull();
    expect(document.getElementById(questionAnchorId(15))?.textContent).toContain("Paragraph C");
    const pool = screen.getByRole("group", { name: "List of Headings" });
    expect(
      within(pool)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["i First", "ii Second", "iv Fourth", "ix Ninth", "x Tenth"]);
  });

  it("places a heading in a passage slot by clicking it and then the slot", () => {
    const { answers } = renderModule(matchingHeadingsModule, section(content), numbers, { paragraphs: 4 });
    fireEvent.click(screen.getByRole("button", { name: "iv Fourth" }));
    fireEvent.click(screen.getByRole("button", { name: "Question 15: place iv Fourth here" }));
    expect(answers()).toEqual({ 15: "iv" });
    expect(screen.getByTestId("drop-slot-15").textContent).toContain("Fourth");
    expect((screen.getByTestId("heading-select-15") as HTMLSelectElement).value).toBe("iv");
    // A used heading is greyed and marked in the list; heading answers count as answered.
    expect(screen.getByRole("button", { name: "iv Fourth (already used)" }).getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(questionAnchorId(15))?.getAttribute("data-answered")).toBe("true");
  });

  it("giving a heading to one question removes it from any other", () => {
    const { answers } = renderModule(matchingHeadingsModule, section(content), numbers, {
      initial: { 14: "ii" },
      paragraphs: 4,
    });
    fireEvent.change(screen.getByTestId("heading-select-16"), { target: { value: "ii" } });
    expect(answers()).toEqual({ 14: "", 16: "ii" });
    // The same through the passage: move 16's heading to 15.
    fireEvent.click(screen.getByRole("button", { name: /Question 16: ii Second/ }));
    fireEvent.click(screen.getByRole("button", { name: /Question 15: place/ }));
    expect(answers()).toEqual({ 14: "", 15: "ii", 16: "" });
  });

  it("stepping through a focused select with the arrow keys takes a heading only while it is chosen", () => {
    const { answers } = renderModule(matchingHeadingsModule, section(content), numbers, {
      initial: { 14: "ii" },
      paragraphs: 4,
    });
    const select = screen.getByTestId("heading-select-16");
    fireEvent.focus(select);
    // Each arrow key is a change: i, then ii (14's), then iv.
    for (const value of ["i", "ii"]) fireEvent.change(select, { target: { value } });
    expect(answers()).toEqual({ 14: "", 16: "ii" });
    fireEvent.change(select, { target: { value: "iv" } });
    expect(answers()).toEqual({ 14: "ii", 16: "iv" });
    // Left on ii, the heading moves for good; the next focus starts from there.
    fireEvent.change(select, { target: { value: "ii" } });
    fireEvent.blur(select);
    fireEvent.focus(select);
    fireEvent.change(select, { target: { value: "x" } });
    expect(answers()).toEqual({ 14: "", 16: "x" });
  });

  it("an empty value removes the assignment; so does the slot's clear button", () => {
    const { answers } = renderModule(matchingHeadingsModule, section(content), numbers, {
      initial: { 14: "i", 15: "x" },
      paragraphs: 4,
    });
    fireEvent.change(screen.getByTestId("heading-select-14"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear the answer to question 15" }));
    expect(answers()).toEqual({ 14: "", 15: "" });
  });

  it("names a value that is not in the list 'Unknown heading'", () => {
    renderModule(matchingHeadingsModule, section(content), numbers, { initial: { 14: "xiv" }, paragraphs: 4 });
    expect(screen.getByTestId("drop-slot-14").textContent).toContain("Unknown heading");
    const select = screen.getByTestId("heading-select-14") as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe("Unknown heading");
  });

  it("shows its malformed-data notice", () => {
    renderModule(matchingHeadingsModule, section({ headings: {}, paragraphPositions: [1] }), [1]);
    expect(screen.getByRole("alert").textContent).toBe("Invalid matching headings data");
  });

  it("marks answers in review, in the list and in the passage, with nothing editable", () => {
    renderModule(matchingHeadingsModule, section(content), numbers, {
      initial: { 14: "i", 15: "ii" },
      readOnly: true,
      review: { standardAnswers: { 14: "i", 15: "iv", 16: "x" }, correctTable: { 14: true, 15: false, 16: false } },
      paragraphs: 4,
    });
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByTestId("review-14").getAttribute("data-status")).toBe("correct");
    expect(screen.getByTestId("review-15").textContent).toContain("iv Fourth");
    expect(screen.getByTestId("review-16").getAttribute("data-status")).toBe("unanswered");
    expect(screen.getByTestId("drop-slot-15").getAttribute("data-status")).toBe("incorrect");
  });
});
