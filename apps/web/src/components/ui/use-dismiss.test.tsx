import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { isLayerOpen, useDismiss } from "./use-dismiss";

type TLayerProps = { name: string; log: string[]; onEsc?: boolean; outside?: boolean; active?: boolean };

function Layer({ name, log, onEsc = true, outside = true, active = true }: TLayerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(active, {
    inside: [ref],
    onEscape: onEsc ? () => log.push(`${name}: escape`) : undefined,
    onOutside: outside ? () => log.push(`${name}: outside`) : undefined,
  });
  return <div ref={ref}>{name}</div>;
}

const esc = () => fireEvent.keyDown(document.body, { key: "Escape" });

describe("useDismiss", () => {
  afterEach(cleanup);

  // Which layer hears Escape and a press outside, for stacks of layers opened in order.
  it.each([
    ["one layer", [{ name: "menu" }], ["menu: escape", "menu: outside"]],
    ["the topmost of two", [{ name: "sidebar" }, { name: "menu" }], ["menu: escape", "menu: outside"]],
    [
      "none under a modal dialog, whose Esc the browser handles",
      [{ name: "sidebar" }, { name: "dialog", onEsc: false }],
      ["dialog: outside"],
    ],
    [
      "none under a layer that ignores presses outside",
      [{ name: "menu" }, { name: "dialog", onEsc: false, outside: false }],
      [],
    ],
    ["none that is inactive", [{ name: "menu" }, { name: "closed", active: false }], ["menu: escape", "menu: outside"]],
  ])("%s", (_, layers, expected) => {
    const log: string[] = [];
    render(
      <>
        {layers.map((layer) => (
          <Layer key={layer.name} log={log} {...layer} />
        ))}
        <p>page</p>
      </>,
    );
    esc();
    fireEvent.pointerDown(screen.getByText("page"));
    expect(log).toEqual(expected);
  });

  it("ignores a press inside the layer and an Escape a control already handled", () => {
    const log: string[] = [];
    render(<Layer name="menu" log={log} />);
    fireEvent.pointerDown(screen.getByText("menu"));
    const handled = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(log).toEqual([]);
  });

  it("prevents the Escape it handles, so nothing below acts on it too", () => {
    render(<Layer name="menu" log={[]} />);
    expect(esc()).toBe(false);
    cleanup();
    expect(esc()).toBe(true);
  });

  it("says whether any layer is open, for page-wide Escape shortcuts", () => {
    const { rerender } = render(<Layer name="menu" log={[]} />);
    expect(isLayerOpen()).toBe(true);
    rerender(<Layer name="menu" log={[]} active={false} />);
    expect(isLayerOpen()).toBe(false);
  });
});
