import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useTabs } from "./use-tabs";

const TABS = ["one", "two", "three"] as const;
type TTab = (typeof TABS)[number];

function Tabs({ initial = "one", onePanel = false }: { initial?: TTab; onePanel?: boolean }) {
  const [selected, setSelected] = useState<TTab>(initial);
  const tabs = useTabs({ tabs: TABS, selected, onSelect: setSelected, label: "Numbers", id: "t", onePanel });
  return (
    <>
      <div {...tabs.listProps}>
        {TABS.map((tab) => (
          <button key={tab} type="button" {...tabs.tabProps(tab)}>
            {tab}
          </button>
        ))}
      </div>
      {onePanel ? (
        <div {...tabs.panelProps()}>panel of {selected}</div>
      ) : (
        TABS.map((tab) => (
          <div key={tab} {...tabs.panelProps(tab)}>
            panel of {tab}
          </div>
        ))
      )}
    </>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const selected = () => screen.getAllByRole("tab").filter((el) => el.getAttribute("aria-selected") === "true");

describe("useTabs", () => {
  afterEach(cleanup);

  it("makes only the selected tab a Tab stop and links each tab with its panel", () => {
    render(<Tabs initial="two" />);
    expect(screen.getByRole("tablist", { name: "Numbers" }).children).toHaveLength(3);
    expect(screen.getAllByRole("tab").map((el) => el.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole("tabpanel", { name: "two" });
    expect(panel.textContent).toBe("panel of two");
    expect(tab("two").getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it.each([
    ["one", "ArrowRight", "two"],
    ["three", "ArrowRight", "one"],
    ["two", "ArrowLeft", "one"],
    ["one", "ArrowLeft", "three"],
    ["two", "Home", "one"],
    ["one", "End", "three"],
    ["two", "ArrowDown", "two"],
  ] as const)("from %s, %s selects and focuses %s", (from, key, expected) => {
    render(<Tabs initial={from} />);
    tab(from).focus();
    fireEvent.keyDown(tab(from), { key });
    expect(selected()).toEqual([tab(expected)]);
    expect(document.activeElement).toBe(tab(expected));
    expect(screen.getByRole("tabpanel").textContent).toBe(`panel of ${expected}`);
  });

  it("selects a tab on a click", () => {
    render(<Tabs />);
    fireEvent.click(tab("three"));
    expect(selected()).toEqual([tab("three")]);
    expect(tab("three").tabIndex).toBe(0);
  });

  it("with one panel, every tab controls it and it is labelled by the selected tab", () => {
    render(<Tabs onePanel />);
    const panel = screen.getByRole("tabpanel", { name: "one" });
    expect(screen.getAllByRole("tab").map((el) => el.getAttribute("aria-controls"))).toEqual([
      panel.id,
      panel.id,
      panel.id,
    ]);
    fireEvent.click(tab("two"));
    expect(screen.getByRole("tabpanel", { name: "two" }).textContent).toBe("panel of two");
  });
});
