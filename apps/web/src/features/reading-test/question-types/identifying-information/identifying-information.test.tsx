import type { TSectionOf } from "@bandcraft/contract/question-types/index";
import { samplePractice, sectionOfType } from "@bandcraft/domain/testing/sample-practice";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../../lib/i18n";
import { renderSection } from "../shared/testing";
import { identifyingInformationModule } from "./index";

const section = () => sectionOfType(samplePractice(), "IDENTIFYING_INFORMATION");
const statement = (n: number) => document.getElementById(`question-${n}`) as HTMLElement;

describe("identifying information (TRUE / FALSE / NOT GIVEN)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("offers the three answers per statement and stores the one chosen", () => {
    const view = renderSection(identifyingInformationModule, section(), { numbers: [5, 6] });
    const radios = within(statement(5)).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(["TRUE", "FALSE", "NOT GIVEN"]);
    expect(statement(5).textContent).toContain("Glass is older than 4,000 years.");
    fireEvent.click(within(statement(6)).getByRole("radio", { name: "NOT GIVEN" }));
    fireEvent.click(within(statement(5)).getByRole("radio", { name: "FALSE" }));
    fireEvent.click(within(statement(5)).getByRole("radio", { name: "TRUE" }));
    expect(view.answers()).toEqual({ 5: "TRUE", 6: "NOT GIVEN" });
    expect(statement(5).getAttribute("data-answered")).toBe("true");
  });

  it("shows marks and the key in review, read-only", () => {
    const view = renderSection(identifyingInformationModule, section(), {
      numbers: [5, 6],
      initial: { 5: "FALSE" },
      readOnly: true,
      review: { standardAnswers: { 5: "TRUE", 6: "NOT GIVEN" }, correctTable: { 5: false, 6: false } },
    });
    expect(screen.getByTestId("review-5").getAttribute("data-status")).toBe("incorrect");
    expect(screen.getByTestId("review-5").textContent).toContain("Correct answer: TRUE");
    expect(screen.getByTestId("review-6").getAttribute("data-status")).toBe("unanswered");
    const radio = within(statement(6)).getByRole("radio", { name: "FALSE" }) as HTMLInputElement;
    expect(radio.disabled).toBe(true);
    fireEvent.click(radio);
    expect(view.answers()).toEqual({ 5: "FALSE" });
  });

  it("shows the malformed-data notice without statements", () => {
    const broken = { ...section(), content: { statements: [] } } as TSectionOf<"IDENTIFYING_INFORMATION">;
    renderSection(identifyingInformationModule, broken, { numbers: [5] });
    expect(screen.getByRole("alert").textContent).toBe("Invalid identifying information data");
  });
});
