import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n";
import { answers, renderHarness } from "./drag-drop-test-setup";

describe("drag and drop parts", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("places an option by clicking it and then a slot", () => {
    renderHarness();
    fireEvent.click(screen.getByRole("button", { name: "Option A" }));
    expect(screen.getByRole("button", { name: "Option A" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Question 1: place Option A here" }));
    expect(answers()).toMatchObject({ 1: "A", 2: "B" });
    expect(screen.getByTestId("drag-drop-status").textContent).toBe("Option A placed in question 1.");
  });

  it("places with the keyboard: Enter on the option, Enter on the slot", () => {
    renderHarness();
    const option = screen.getByRole("button", { name: "Option A" });
    fireEvent.keyDown(option, { key: "Enter", code: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: /Question 1/ }));
    expect(answers()[1]).toBe("A");
  });

  it("greys, marks and refuses a used option without repeats", () => {
    renderHarness();
    const used = screen.getByRole("button", { name: "Option B (already used)" });
    expect(used.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(used);
    expect(used.getAttribute("aria-pressed")).toBeNull();
    expect(used.textContent).toContain("✓");
  });

  it("moves an answer from one slot to another, clearing the old slot", () => {
    renderHarness();
    fireEvent.click(screen.getByRole("button", { name: /Question 2: Option B/ }));
    fireEvent.click(screen.getByRole("button", { name: "Question 1: place Option B here" }));
    expect(answers()).toMatchObject({ 1: "B", 2: "" });
  });

  it("without repeats, placing a used value elsewhere removes it from its old slot", () => {
    renderHarness();
    // The used chip is disabled, so the click route goes through the slot's own answer…
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: /Question 2: Option B/ }));
    });
    fireEvent.click(screen.getByRole("button", { name: /Question 1/ }));
    expect(answers()).toMatchObject({ 1: "B", 2: "" });
  });

  it("with repeats, the same option may fill two slots", () => {
    renderHarness({ allowRepeats: true });
    fireEvent.click(screen.getByRole("button", { name: "Option B" }));
    fireEvent.click(screen.getByRole("button", { name: /Question 1/ }));
    expect(answers()).toMatchObject({ 1: "B", 2: "B" });
  });

  it("returns a picked slot answer to the pool, clearing the slot", () => {
    renderHarness();
    fireEvent.click(screen.getByRole("button", { name: /Question 2: Option B/ }));
    fireEvent.click(screen.getByRole("button", { name: "Return Option B to the options" }));
    expect(answers()[2]).toBe("");
  });

  it("clears a slot with its clear button", () => {
    renderHarness();
    fireEvent.click(screen.getByRole("button", { name: "Clear the answer to question 2" }));
    expect(answers()[2]).toBe("");
  });

  it("Escape drops a picked option", () => {
    renderHarness();
    fireEvent.click(screen.getByRole("button", { name: "Option A" }));
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screen.getByRole("button", { name: "Option A" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("keeps the focus in the slot when Enter places an option there (the empty box makes way for the chip)", () => {
    renderHarness();
    fireEvent.keyDown(screen.getByRole("button", { name: "Option A" }), { key: "Enter", code: "Enter" });
    const empty = screen.getByRole("button", { name: "Question 1: place Option A here" });
    empty.focus();
    fireEvent.click(empty);
    expect(answers()[1]).toBe("A");
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/^Question 1: Option A\./);
  });

  it("keeps the focus in the slot when its answer is cleared", () => {
    renderHarness();
    const clear = screen.getByRole("button", { name: "Clear the answer to question 2" });
    clear.focus();
    fireEvent.click(clear);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Question 2: no answer yet" }));
  });

  it("moves the focus to the returned option when Return is used", () => {
    renderHarness();
    fireEvent.click(screen.getByRole("button", { name: /Question 2: Option B/ }));
    const back = screen.getByRole("button", { name: "Return Option B to the options" });
    back.focus();
    fireEvent.click(back);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Option B" }));
  });

  it("leaves the focus alone when it was elsewhere (a pointer user)", () => {
    renderHarness();
    const outside = screen.getByRole("button", { name: "Option A" });
    outside.focus();
    fireEvent.click(screen.getByRole("button", { name: "Clear the answer to question 2" }));
    expect(document.activeElement).toBe(outside);
  });

  it("is not editable when read-only", () => {
    renderHarness({ readOnly: true });
    expect(screen.queryByRole("button", { name: /Clear the answer/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Question 1/ })).toBeNull();
    expect(screen.getByTestId("drop-slot-2").textContent).toBe("Option B");
  });
});
