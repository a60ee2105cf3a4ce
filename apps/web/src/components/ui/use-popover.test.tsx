import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usePopover } from "./use-popover";

function Disclosure() {
  const popover = usePopover<HTMLButtonElement, HTMLDivElement>();
  return (
    <>
      <button type="button" {...popover.triggerProps}>
        Filters
      </button>
      {popover.open ? (
        <div {...popover.panelProps}>
          <button type="button">Level 9</button>
        </div>
      ) : null}
      <button type="button">Search</button>
    </>
  );
}

const trigger = () => screen.getByRole("button", { name: "Filters" });
const panelOpen = () => screen.queryByRole("button", { name: "Level 9" }) !== null;

describe("usePopover", () => {
  afterEach(cleanup);

  it("toggles on its button, which says whether it is open and what it controls", () => {
    render(<Disclosure />);
    fireEvent.click(trigger());
    expect(trigger().getAttribute("aria-expanded")).toBe("true");
    expect(trigger().getAttribute("aria-controls")).toBe(
      screen.getByRole("button", { name: "Level 9" }).parentElement?.id,
    );
    fireEvent.click(trigger());
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    expect(panelOpen()).toBe(false);
  });

  // Focus goes back to the button only when it was inside the panel; a press leaves it where it went.
  it.each([
    [
      "Esc with focus inside",
      "Level 9",
      () => fireEvent.keyDown(document.activeElement as Element, { key: "Escape" }),
      true,
    ],
    ["Esc with focus elsewhere", "Search", () => fireEvent.keyDown(document.body, { key: "Escape" }), false],
    ["a press outside", "Level 9", () => fireEvent.pointerDown(screen.getByRole("button", { name: "Search" })), false],
  ])("closes on %s (focus on %s); focus back on the button: %s", (_, focusedBefore, close, returned) => {
    render(<Disclosure />);
    fireEvent.click(trigger());
    act(() => screen.getByRole("button", { name: focusedBefore }).focus());
    close();
    expect(panelOpen()).toBe(false);
    expect(document.activeElement === trigger()).toBe(returned);
  });
});
