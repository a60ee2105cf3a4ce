import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";
import { Tooltip } from "./tooltip";
import { TOOLTIP_LEAVE_MS, tipPlacement } from "./use-tooltip";

const renderTip = () =>
  render(
    <>
      <Tooltip label="Refill help" content="Tokens refill at midnight">
        ?
      </Tooltip>
      <button type="button">elsewhere</button>
    </>,
  );
const trigger = () => screen.getByRole("button", { name: "Refill help" });
const tip = () => screen.getByRole("tooltip", { hidden: true });
const shown = () => !tip().hidden;
const tap = (pointerType: string) => {
  fireEvent.pointerDown(trigger(), { pointerType });
  fireEvent.click(trigger());
};

describe("Tooltip", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("describes its trigger and starts hidden", () => {
    renderTip();
    expect(trigger().getAttribute("aria-describedby")).toBe(tip().id);
    expect(tip().textContent).toBe("Tokens refill at midnight");
    expect(shown()).toBe(false);
  });

  it("shows while a mouse hovers, and goes a moment after it leaves", () => {
    renderTip();
    fireEvent.pointerEnter(trigger(), { pointerType: "mouse" });
    expect(shown()).toBe(true);
    fireEvent.pointerLeave(trigger(), { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(TOOLTIP_LEAVE_MS - 1));
    expect(shown()).toBe(true);
    // Moving onto the tip keeps it.
    fireEvent.pointerEnter(tip(), { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(TOOLTIP_LEAVE_MS));
    expect(shown()).toBe(true);
    fireEvent.pointerLeave(tip(), { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(TOOLTIP_LEAVE_MS));
    expect(shown()).toBe(false);
  });

  it("a touch passing over does not open it (the tap does)", () => {
    renderTip();
    fireEvent.pointerEnter(trigger(), { pointerType: "touch" });
    expect(shown()).toBe(false);
  });

  it.each([
    ["a touch tap toggles it", "touch", [true, false, true]],
    ["Enter or Space (a click without a pointer) toggles it", "", [true, false, true]],
    ["a mouse click pins it", "mouse", [true, true, true]],
  ])("%s", (_, pointerType, expected) => {
    renderTip();
    const seen = expected.map(() => {
      tap(pointerType);
      return shown();
    });
    expect(seen).toEqual(expected);
  });

  it("keyboard focus shows it, leaving hides it", () => {
    renderTip();
    act(() => trigger().focus());
    expect(shown()).toBe(true);
    act(() => screen.getByRole("button", { name: "elsewhere" }).focus());
    expect(shown()).toBe(false);
  });

  it.each([
    ["Esc anywhere", () => fireEvent.keyDown(document.body, { key: "Escape" })],
    ["a press outside", () => fireEvent.pointerDown(screen.getByRole("button", { name: "elsewhere" }))],
  ])("a tapped tip goes on %s", (_, dismiss) => {
    renderTip();
    tap("touch");
    expect(shown()).toBe(true);
    dismiss();
    expect(shown()).toBe(false);
  });

  it("Esc hides a hovered tip while the pointer stays (it can be dismissed without moving)", () => {
    renderTip();
    fireEvent.pointerEnter(trigger(), { pointerType: "mouse" });
    const esc = fireEvent.keyDown(document.body, { key: "Escape" });
    expect(esc).toBe(false); // handled, so nothing else also acts on it
    expect(shown()).toBe(false);
  });

  it("inside a modal dialog, lives in the dialog and its Esc leaves the dialog open", () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Settings">
        <button type="button">Close</button>
        <Tooltip label="Refill help" content="Tokens refill at midnight">
          ?
        </Tooltip>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Settings" });
    expect(dialog.contains(tip())).toBe(true);
    tap("touch");
    expect(shown()).toBe(true);
    fireEvent.keyDown(trigger(), { key: "Escape" });
    expect(shown()).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("tipPlacement", () => {
  it.each([
    ["above a trigger with room", { top: 300, bottom: 328, left: 500, width: 28 }, { left: 514, top: 292 }],
    ["below a trigger near the top", { top: 20, bottom: 48, left: 500, width: 28 }, { left: 514, top: 56 }],
    ["kept inside the left edge", { top: 300, bottom: 328, left: 0, width: 28 }, { left: 150, top: 292 }],
    ["kept inside the right edge", { top: 300, bottom: 328, left: 1010, width: 28 }, { left: 874, top: 292 }],
  ])("%s", (_, rect, expected) => {
    vi.stubGlobal("innerWidth", 1024);
    expect(tipPlacement(rect)).toMatchObject(expected);
    vi.unstubAllGlobals();
  });
});
