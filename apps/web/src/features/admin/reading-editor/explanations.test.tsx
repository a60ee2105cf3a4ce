import { ROUTES } from "@bandcraft/contract/routes";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, ok } from "../../../test/api-mock";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { openInEditorView } from "./editor-test-setup";

const openSample = () => openInEditorView("sample-1");

describe("explanations in the editor", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    mockCall(ROUTES.adminReadingSingle, ok({ readingPractice: samplePractice() }));
    mockCall(ROUTES.adminReadingGroups, ok({ data: [] }));
    mockCall(ROUTES.adminReadingModify, (body) => ok({ readingPracticeID: body.readingPracticeID ?? "reading-new1" }));
  });

  it("shows a question's explanation and names the words of a quote the paragraph does not hold", async () => {
    await openSample();
    const toggle = screen.getByRole("button", { name: "Explanation for heading_12" });
    expect(toggle.hasAttribute("data-has")).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const fields = screen.getByTestId("explanation-heading_12");
    expect((within(fields).getByLabelText("Paragraph") as HTMLSelectElement).value).toBe("B");
    const quote = screen.getByTestId("explanation-heading_12-quote");
    expect((quote as HTMLTextAreaElement).value).toBe("which made it cheap");
    fireEvent.change(quote, { target: { value: "which made it free" } });
    expect(within(fields).getByRole("alert").textContent).toBe(
      "Not in paragraph B word for word: from “free” on, the quote differs from the passage.",
    );
  });

  it("a new explanation is saved with the test, beside the ones it had", async () => {
    await openSample();
    fireEvent.click(screen.getByRole("button", { name: "Explanation for question_1" }));
    const fields = screen.getByTestId("explanation-question_1");
    fireEvent.change(within(fields).getByLabelText("Paragraph"), { target: { value: "A" } });
    fireEvent.change(screen.getByTestId("explanation-question_1-quote"), {
      target: { value: "first made in Mesopotamia" },
    });
    fireEvent.change(screen.getByTestId("explanation-question_1-note"), {
      target: { value: "Paragraph A names the place." },
    });
    expect(within(fields).queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByTestId("reading-editor-save"));
    await screen.findByText("Saved successfully!");
    expect(bodiesSentTo(ROUTES.adminReadingModify)[0]?.explanations).toEqual({
      ...samplePractice().explanations,
      question_1: { paragraph: "A", quote: "first made in Mesopotamia", note: "Paragraph A names the place." },
    });
  });
});
