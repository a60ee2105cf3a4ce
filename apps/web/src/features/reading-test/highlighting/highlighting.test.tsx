import type { THighlightItem } from "@bandcraft/contract/reading";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { HighlightProvider, useHighlighting } from "./highlight-context";
import { HighlightStats } from "./highlight-stats";
import { HighlightableText } from "./highlightable-text";
import { NoteEditor } from "./note-editor";
import { useHighlights } from "./use-highlights";

const TEXT = "Glass was made on the island of Murano.";

function Harness({ initial = [], readOnly = false }: { initial?: THighlightItem[]; readOnly?: boolean }) {
  const highlighting = useHighlights(initial);
  latest.items = highlighting.items;
  return (
    <HighlightProvider value={highlighting} readOnly={readOnly}>
      <p>
        <HighlightableText componentId="passage-2" text={TEXT} globalBase={50} />
      </p>
      <HighlightStats items={highlighting.items} onOpen={() => {}} />
    </HighlightProvider>
  );
}
const latest: { items: readonly THighlightItem[] } = { items: [] };

const renderText = (initial: THighlightItem[] = [], readOnly = false) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Harness initial={initial} readOnly={readOnly} />
    </I18nextProvider>,
  );

/** Selects [start, end) of the text as a mouse drag would, then releases the button. */
function selectText(start: number, end: number) {
  const root = screen.getByTestId("hl-text-passage-2");
  const range = document.createRange();
  // The text may already be split into marks: find the text node holding each offset.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let seen = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (start >= seen && start <= seen + length) range.setStart(node, start - seen);
    if (end >= seen && end <= seen + length) range.setEnd(node, end - seen);
    seen += length;
  }
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  fireEvent.mouseUp(root, { button: 0 });
}

afterEach(() => {
  cleanup();
  window.getSelection()?.removeAllRanges();
});

describe("selection tooltip", () => {
  it("Highlight adds an item without a note, with offsets and context", () => {
    renderText();
    selectText(10, 14);
    fireEvent.click(within(screen.getByTestId("hl-tooltip")).getByRole("button", { name: "Highlight" }));
    expect(latest.items).toHaveLength(1);
    expect(latest.items[0]).toMatchObject({
      text: "made",
      componentId: "passage-2",
      localStart: 10,
      localEnd: 14,
      globalOffset: 60,
      context: { before: " was ", after: " on t", totalLength: TEXT.length },
    });
    expect(latest.items[0]?.note).toBeUndefined();
    expect(screen.queryByTestId("hl-tooltip")).toBeNull();
    expect(screen.getByTestId("hl-mark").textContent).toBe("made");
    expect(screen.getByTestId("highlight-stats").dataset).toMatchObject({ highlights: "1", notes: "0", total: "1" });
  });

  it("Note opens the editor; Ctrl+Enter saves an item with the note", () => {
    renderText();
    selectText(32, 38);
    fireEvent.click(screen.getByRole("button", { name: "Note" }));
    const box = screen.getByTestId("hl-note-text");
    fireEvent.change(box, { target: { value: "the glass island" } });
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
    expect(latest.items).toHaveLength(1);
    expect(latest.items[0]).toMatchObject({ text: "Murano", note: "the glass island" });
    expect(screen.queryByTestId("hl-editor")).toBeNull();
    expect(screen.getByTestId("highlight-stats").dataset).toMatchObject({ highlights: "0", notes: "1", total: "1" });
  });

  it("Esc closes the tooltip without adding anything", () => {
    renderText();
    selectText(0, 5);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByTestId("hl-tooltip")).toBeNull();
    expect(latest.items).toHaveLength(0);
  });

  it("read-only text opens no tooltip", () => {
    renderText([], true);
    selectText(0, 5);
    expect(screen.queryByTestId("hl-tooltip")).toBeNull();
  });
});

describe("highlight tooltip", () => {
  const item = (id: string, s: number, e: number, note?: string): THighlightItem => ({
    id,
    text: TEXT.slice(s, e),
    start: 50 + s,
    end: 50 + e,
    componentId: "passage-2",
    globalOffset: 50 + s,
    localStart: s,
    localEnd: e,
    timestamp: 1,
    context: { before: "", after: "", totalLength: TEXT.length },
    ...(note ? { note } : {}),
  });

  it("Clear removes every overlapping highlight of the component", () => {
    renderText([item("a", 0, 9), item("b", 6, 14), item("c", 32, 38)]);
    fireEvent.click(screen.getAllByTestId("hl-mark")[0] as HTMLElement);
    expect(screen.queryByTestId("hl-edit-note")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(latest.items.map((it) => it.id)).toEqual(["c"]);
  });

  it("a noted highlight offers Note: editing updates it, deleting keeps the highlight", () => {
    renderText([item("a", 32, 38, "first")]);
    fireEvent.click(screen.getByTestId("hl-mark"));
    fireEvent.click(screen.getByRole("button", { name: "Edit note" }));
    const box = screen.getByTestId("hl-note-text") as HTMLTextAreaElement;
    expect(box.value).toBe("first");
    fireEvent.change(box, { target: { value: "second" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(latest.items[0]?.note).toBe("second");

    fireEvent.keyDown(screen.getByTestId("hl-mark"), { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Edit note" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete note" }));
    expect(latest.items).toHaveLength(1);
    expect(latest.items[0]?.note).toBeUndefined();
    expect(screen.getByTestId("highlight-stats").dataset).toMatchObject({ highlights: "1", notes: "0", total: "1" });
  });

  it("in the review a note is its mark's tooltip: a Tab stop, shown on a tap, kept out of the text", () => {
    renderText([item("a", 32, 38, "It dates the glassworks."), item("b", 0, 5)], true);
    const noted = screen.getByText("Murano", { selector: "mark" });
    expect(noted.tabIndex).toBe(0);
    expect(noted).toHaveProperty("title", "");
    const tip = screen.getByRole("tooltip", { hidden: true });
    expect(noted.getAttribute("aria-describedby")).toBe(tip.id);
    expect(tip.hidden).toBe(true);
    fireEvent.pointerDown(noted, { pointerType: "touch" });
    fireEvent.click(noted);
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toBe("It dates the glassworks.");
    expect(screen.getByTestId("hl-text-passage-2").textContent).toBe(TEXT);
    // A highlight without a note stays a plain mark.
    expect(screen.getByText("Glass", { selector: "mark" }).hasAttribute("tabindex")).toBe(false);
  });
});

describe("NoteEditor", () => {
  const renderEditor = (initialNote = "") => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <NoteEditor initialNote={initialNote} onSave={onSave} onCancel={onCancel} />
      </I18nextProvider>,
    );
    return { onSave, onCancel, box: screen.getByTestId("hl-note-text") };
  };

  it("refuses a blank note (Save and Ctrl+Enter) and says why", () => {
    const { onSave, box } = renderEditor();
    fireEvent.change(box, { target: { value: "   \n " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toMatch(/Write something/);
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });

  it.each([
    [{ ctrlKey: true, metaKey: false }, "Ctrl"],
    [{ ctrlKey: false, metaKey: true }, "Cmd"],
  ])("%s+Enter saves (%s)", (mods) => {
    const { onSave, box } = renderEditor();
    fireEvent.change(box, { target: { value: "keep this" } });
    fireEvent.keyDown(box, { key: "Enter", ...mods });
    expect(onSave).toHaveBeenCalledWith("keep this");
  });

  it("plain Enter types a new line, Esc cancels", () => {
    const { onSave, onCancel, box } = renderEditor("x");
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "Escape" });
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("opens with the focus in its text area", () => {
    const { box } = renderEditor();
    expect(box.tagName).toBe("TEXTAREA");
    expect(document.activeElement).toBe(box);
  });
});

describe("useHighlighting", () => {
  it("throws outside its provider", () => {
    function Orphan() {
      useHighlighting();
      return null;
    }
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/inside a HighlightProvider/);
    spy.mockRestore();
  });

  it("the same range twice does nothing (through the hook)", () => {
    renderText();
    selectText(10, 14);
    fireEvent.click(screen.getByRole("button", { name: "Highlight" }));
    act(() => {
      window.getSelection()?.removeAllRanges();
    });
    selectText(10, 14);
    fireEvent.click(screen.getByRole("button", { name: "Highlight" }));
    expect(latest.items).toHaveLength(1);
  });
});
