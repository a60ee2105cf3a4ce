import { samplePractice, sectionOfType } from "@bandcraft/domain/testing/sample-practice";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { renderSection } from "../shared/testing";
import { identifyingWritersViewModule } from "./index";

const section = () => sectionOfType(samplePractice(), "IDENTIFYING_WRITERS_VIEW");
const statement = (n: number) => document.getElementById(`question-${n}`) as HTMLElement;

describe("identifying the writer's views (YES / NO / NOT GIVEN)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("offers YES, NO and NOT GIVEN per statement", () => {
    const view = renderSection(identifyingWritersViewModule, section(), { numbers: [7, 8] });
    const radios = within(statement(8)).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(["YES", "NO", "NOT GIVEN"]);
    fireEvent.click(within(statement(7)).getByRole("radio", { name: "YES" }));
    fireEvent.click(within(statement(8)).getByRole("radio", { name: "NO" }));
    expect(view.answers()).toEqual({ 7: "YES", 8: "NO" });
  });

  it("marks a correct answer without repeating the key", () => {
    renderSection(identifyingWritersViewModule, section(), {
      numbers: [7, 8],
      initial: { 7: "YES", 8: "NO" },
      readOnly: true,
      review: { standardAnswers: { 7: "YES", 8: "NOT GIVEN" }, correctTable: { 7: true, 8: false } },
    });
    expect(screen.getByTestId("review-7").getAttribute("data-status")).toBe("correct");
    expect(screen.getByTestId("review-7").textContent).not.toContain("Correct answer");
    expect(screen.getByTestId("review-8").textContent).toContain("Correct answer: NOT GIVEN");
  });
});
