import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog } from "./dialog";
import { useScrollFocusable } from "./use-scroll-focusable";

// happy-dom lays nothing out, so each test says how tall every box and its content are.
let boxHeight = 100;
let contentHeight = 100;
const realClient = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
const realScroll = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "scrollHeight");

function measuredBoxes() {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => boxHeight });
  Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, get: () => contentHeight });
}

afterEach(() => {
  cleanup();
  if (realClient) Object.defineProperty(HTMLElement.prototype, "clientHeight", realClient);
  if (realScroll) Object.defineProperty(HTMLElement.prototype, "scrollHeight", realScroll);
});

function Box({ lines }: { lines: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const tabIndex = useScrollFocusable(ref);
  return (
    <div ref={ref} tabIndex={tabIndex} data-testid="box">
      {Array.from({ length: lines }, (_, i) => `line ${i}`).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

describe("useScrollFocusable", () => {
  it("adds no Tab stop to a box that does not scroll", () => {
    measuredBoxes();
    boxHeight = 100;
    contentHeight = 100;
    render(<Box lines={1} />);
    expect(screen.getByTestId("box").hasAttribute("tabindex")).toBe(false);
  });

  it("makes a box focusable while its content overflows, and not once it fits again", async () => {
    measuredBoxes();
    boxHeight = 100;
    contentHeight = 400;
    const { rerender } = render(<Box lines={8} />);
    expect(screen.getByTestId("box").getAttribute("tabindex")).toBe("0");
    // Fewer lines: the content change is observed and measured again.
    contentHeight = 100;
    await act(async () => {
      rerender(<Box lines={1} />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId("box").hasAttribute("tabindex")).toBe(false);
  });
});

describe("Dialog body", () => {
  it("is focusable when it scrolls, yet the first control still takes the focus on opening", () => {
    measuredBoxes();
    boxHeight = 100;
    contentHeight = 400;
    render(
      <Dialog open onClose={() => undefined} title="Answers" footer={<button type="button">Close</button>}>
        <p>Long content</p>
      </Dialog>,
    );
    const body = screen.getByText("Long content").parentElement as HTMLElement;
    expect(body.getAttribute("tabindex")).toBe("0");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
  });

  it("is no Tab stop when its content fits", () => {
    measuredBoxes();
    boxHeight = 100;
    contentHeight = 100;
    render(
      <Dialog open onClose={() => undefined} title="Short">
        <p>Short content</p>
      </Dialog>,
    );
    const body = screen.getByText("Short content").parentElement as HTMLElement;
    expect(body.hasAttribute("tabindex")).toBe(false);
  });
});
