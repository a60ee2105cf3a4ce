import type { THighlightItem } from "@bandcraft/contract/reading";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n";
import { HighlightProvider } from "./highlight-context";
import { placement } from "./highlight-popover";
import { makeItem, passageComponentId } from "./highlight-rules";
import { HighlightStats } from "./highlight-stats";
import { HighlightableText } from "./highlightable-text";
import { NotesPanel, useNotesPanel } from "./notes-panel";
import { useHighlights } from "./use-highlights";

const FIRST = "Glass was made on the island of Murano.";
const SECOND = "Its furnaces were moved there in 1291, away from the wooden city.";
const item = (id: string, paragraph: number, text: string, start: number, end: number, note?: string) =>
  makeItem(
    {
      componentId: passageComponentId(paragraph),
      componentText: text,
      globalBase: paragraph * 100,
      localStart: start,
      localEnd: end,
    },
    id,
    1_700_000_000_000,
    note,
  );

function Harness({ initial }: { initial: THighlightItem[] }) {
  const highlighting = useHighlights(initial);
  const notes = useNotesPanel();
  return (
    <HighlightProvider value={highlighting}>
      <p>
        <HighlightableText componentId={passageComponentId(0)} text={FIRST} globalBase={0} />
      </p>
      <p>
        <HighlightableText componentId={passageComponentId(1)} text={SECOND} globalBase={100} />
      </p>
      <HighlightStats items={highlighting.items} onOpen={notes.show} />
      <NotesPanel open={notes.open} onClose={notes.close} parts={[{ items: highlighting.items }]} onPick={notes.pick} />
    </HighlightProvider>
  );
}

const renderHarness = (initial: THighlightItem[] = []) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Harness initial={initial} />
    </I18nextProvider>,
  );

afterEach(() => {
  cleanup();
  window.getSelection()?.removeAllRanges();
});

describe("the notes panel", () => {
  it("the counts open a list of every highlight and note in reading order; a line shows its words", async () => {
    // Made in the other order: the note on the second paragraph first.
    renderHarness([item("n1", 1, SECOND, 33, 37, "a date to remember"), item("h1", 0, FIRST, 32, 38)]);
    fireEvent.click(screen.getByTestId("highlight-stats"));
    const panel = screen.getByTestId("notes-panel");
    const lines = within(panel).getAllByTestId("notes-item");
    expect(lines.map((l) => l.textContent)).toEqual(["PassageMurano", "Passage1291Note: a date to remember"]);

    fireEvent.click(lines[1] as HTMLElement);
    expect(screen.queryByTestId("notes-panel")).toBeNull();
    // The noted words get the focus (and are scrolled into view), once the dialog has given focus back.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("1291"));
    expect(document.activeElement?.getAttribute("data-hl-items")).toBe("n1");
  });

  it("says how to make one when there is none yet", () => {
    renderHarness();
    fireEvent.click(screen.getByTestId("highlight-stats"));
    expect(screen.getByTestId("notes-panel").textContent).toContain("Nothing highlighted yet");
    fireEvent.click(screen.getByTestId("notes-close"));
    expect(screen.queryByTestId("notes-panel")).toBeNull();
  });
});

describe("a selection made by touch", () => {
  it("opens the Note / Highlight menu once it settles, below the words, without a mouseup", async () => {
    renderHarness();
    fireEvent.pointerDown(document.body, { pointerType: "touch" });
    const root = screen.getByTestId("hl-text-passage-0");
    const text = root.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 32);
    range.setEnd(text, 38);
    window.getSelection()?.addRange(range);
    document.dispatchEvent(new Event("selectionchange"));
    const tooltip = await screen.findByTestId("hl-tooltip");
    expect(tooltip.getAttribute("data-placement")).toBe("below");
    fireEvent.click(within(tooltip).getByRole("button", { name: "Highlight" }));
    expect(screen.getByTestId("hl-mark").textContent).toBe("Murano");
  });
});

describe("where the menu goes", () => {
  const viewport = { width: 390, height: 844 };
  const rect = (top: number) => ({ top, bottom: top + 20, left: 100, width: 80 });
  it.each([
    ["mouse, room above", false, 400, false, 392],
    ["mouse, near the top", false, 60, true, 88],
    ["touch: below, clear of the handles", true, 400, true, 452],
    ["touch near the bottom: above, clear of the system's menu", true, 780, false, 716],
  ])("%s", (_name, touch, top, below, at) => {
    const placed = placement(rect(top), touch, viewport);
    expect(placed.below).toBe(below);
    expect(placed.style.top).toBe(at);
  });
});
