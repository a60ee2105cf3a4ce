import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { TOUCH_HOLD_MS } from "./drag-drop-sensors";
import { answers, fakeLayout, renderHarness, settle } from "./drag-drop-test-setup";

const touch = (x: number, y: number) => ({
  touches: [{ clientX: x, clientY: y }],
  changedTouches: [{ clientX: x, clientY: y }],
});
const hold = () => new Promise((resolve) => setTimeout(resolve, TOUCH_HOLD_MS + 50));

/** Drags the answer of slot 2 by the pointer, through a first move that starts the drag, and drops it at a point. */
async function dragSlotAnswerTo(clientX: number, clientY: number) {
  const answer = screen.getByRole("button", { name: /Question 2: Option B/ });
  fireEvent.pointerDown(answer, { clientX: 20, clientY: 310, button: 0, isPrimary: true });
  fireEvent.pointerMove(document, { clientX: 30, clientY: 250 });
  await settle();
  fireEvent.pointerMove(document, { clientX, clientY });
  await settle();
  fireEvent.pointerUp(document, { clientX, clientY });
  await settle();
}

describe("real dragging (pointer and keyboard sensors)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
    fakeLayout();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("keyboard: Space picks up, an arrow jumps to the next slot, Space drops", async () => {
    renderHarness();
    const chip = screen.getByRole("button", { name: "Option A" });
    chip.focus();
    fireEvent.keyDown(chip, { code: "Space", key: " " });
    await settle();
    fireEvent.keyDown(document, { code: "ArrowDown", key: "ArrowDown" });
    await settle();
    fireEvent.keyDown(document, { code: "Space", key: " " });
    await settle();
    expect(answers()).toMatchObject({ 1: "A", 2: "B" });
  });

  it("pointer: dragging a slot's answer back onto the pool clears the slot", async () => {
    renderHarness();
    await dragSlotAnswerTo(150, 20);
    expect(answers()[2]).toBe("");
  });

  it("pointer: dropping outside every target changes nothing", async () => {
    renderHarness();
    await dragSlotAnswerTo(600, 600);
    expect(answers()[2]).toBe("B");
  });

  it("touch: a finger's pointer events start no drag (a swipe over the options scrolls the panel)", async () => {
    renderHarness();
    const answer = screen.getByRole("button", { name: /Question 2: Option B/ });
    fireEvent.pointerDown(answer, { clientX: 20, clientY: 310, button: 0, isPrimary: true, pointerType: "touch" });
    fireEvent.pointerMove(document, { clientX: 30, clientY: 250, pointerType: "touch" });
    await settle();
    fireEvent.pointerMove(document, { clientX: 150, clientY: 20, pointerType: "touch" });
    fireEvent.pointerUp(document, { clientX: 150, clientY: 20, pointerType: "touch" });
    await settle();
    expect(answers()[2]).toBe("B");
  });

  it("touch: moving before the long press ends is a swipe, not a drag", async () => {
    renderHarness();
    const answer = screen.getByRole("button", { name: /Question 2: Option B/ });
    fireEvent.touchStart(answer, touch(20, 310));
    fireEvent.touchMove(answer, touch(20, 250));
    fireEvent.touchEnd(answer, touch(20, 250));
    await hold();
    await settle();
    expect(answers()[2]).toBe("B");
  });

  it("touch: a long press, then a move onto the pool, drags the answer back out of its slot", async () => {
    renderHarness();
    const answer = screen.getByRole("button", { name: /Question 2: Option B/ });
    fireEvent.touchStart(answer, touch(20, 310));
    await hold();
    fireEvent.touchMove(answer, touch(30, 250));
    await settle();
    fireEvent.touchMove(answer, touch(150, 20));
    await settle();
    fireEvent.touchEnd(answer, touch(150, 20));
    await settle();
    expect(answers()[2]).toBe("");
  });
});
