import type { THighlightItem } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import {
  addItem,
  clearOverlappingItems,
  contextOf,
  deleteItemNote,
  EXPLANATION_ITEM_ID,
  LIST_EXCERPT_CHARS,
  listedHighlights,
  makeItem,
  normaliseRange,
  passageComponentId,
  passageGlobalBase,
  rangesOverlap,
  sectionComponentId,
  sectionGlobalBase,
  segmentsOf,
  statsOf,
  type THighlightRange,
  updateItemNote,
} from "./highlight-rules";

const TEXT = "The quick brown fox jumps over the lazy dog.";
const range = (localStart: number, localEnd: number, over: Partial<THighlightRange> = {}): THighlightRange => ({
  componentId: "passage-1",
  componentText: TEXT,
  globalBase: 120,
  localStart,
  localEnd,
  ...over,
});
let seq = 0;
const add = (items: readonly THighlightItem[], r: THighlightRange, note?: string) =>
  addItem(items, r, `id-${++seq}`, 1_700_000_000_000, note);

describe("component ids and global offsets", () => {
  it.each([
    [0, "passage-0"],
    [7, "passage-7"],
  ])("paragraph %i → %s", (i, id) => expect(passageComponentId(i)).toBe(id));
  it.each([
    [2, "instruction", "section-2-instruction"],
    [2, "item-3", "section-2-item-3"],
  ])("section %i part %s → %s", (s, part, id) => expect(sectionComponentId(s, part)).toBe(id));
  it.each([
    [0, 0],
    [1, 5],
    [2, 12],
    [3, 12],
    [9, 12],
  ])("paragraph %i starts at %i", (i, base) => {
    expect(passageGlobalBase([{ content: "abcde" }, { content: "1234567" }, { content: "" }], i)).toBe(base);
  });
  it.each([
    [0, true, 100_000],
    [0, false, 100_200],
    [2, true, 120_000],
    [2, false, 120_200],
  ])("section %i (instruction %s) starts at %i", (s, instruction, base) => {
    expect(sectionGlobalBase(s, instruction)).toBe(base);
  });
});

describe("makeItem", () => {
  it("fills text, local and global offsets, context and stamps", () => {
    const item = makeItem(range(4, 9), "a", 42);
    expect(item).toEqual({
      id: "a",
      text: "quick",
      start: 124,
      end: 129,
      componentId: "passage-1",
      globalOffset: 124,
      localStart: 4,
      localEnd: 9,
      timestamp: 42,
      context: { before: "The ", after: " brow", totalLength: TEXT.length },
    });
  });
  it("keeps a non-blank note and drops a blank one", () => {
    expect(makeItem(range(4, 9), "a", 1, "fast").note).toBe("fast");
    expect(makeItem(range(4, 9), "a", 1, "   ").note).toBeUndefined();
  });
});

describe("contextOf: 5 characters either side, cut at the text's ends", () => {
  it.each([
    [0, 3, "", " quic", "at the start"],
    [4, 9, "The ", " brow", "near the start"],
    [10, 15, "uick ", " fox ", "in the middle"],
    [40, 44, "lazy ", "", "at the end"],
  ])("[%i, %i) → %j / %j (%s)", (s, e, before, after) => {
    expect(contextOf(TEXT, s, e)).toEqual({ before, after, totalLength: 44 });
  });
});

describe("normaliseRange", () => {
  it.each([
    [4, 9, [4, 9]],
    [9, 4, [4, 9]],
    [-3, 3, [0, 3]],
    [40, 99, [40, 44]],
    [5, 5, null],
    [3, 4, null], // a single space
  ])("[%i, %i) → %j", (s, e, expected) => {
    const r = normaliseRange(range(s, e));
    expect(r ? [r.localStart, r.localEnd] : null).toEqual(expected);
  });
});

describe("rangesOverlap", () => {
  it.each([
    [0, 5, 5, 9, false],
    [0, 5, 4, 9, true],
    [4, 9, 0, 5, true],
    [2, 3, 0, 10, true],
    [0, 10, 2, 3, true],
    [0, 2, 8, 9, false],
  ])("[%i,%i) and [%i,%i) → %s", (a, b, c, d, expected) => expect(rangesOverlap(a, b, c, d)).toBe(expected));
});

describe("adding", () => {
  it("the same range twice does nothing", () => {
    const once = add([], range(4, 9));
    expect(add(once, range(4, 9))).toBe(once);
    expect(add(once, range(9, 4))).toBe(once);
  });
  it("the same range in another component is a new item", () => {
    const once = add([], range(4, 9));
    expect(add(once, range(4, 9, { componentId: "passage-2" }))).toHaveLength(2);
  });
  it("an overlapping but different range is a new item", () => {
    expect(add(add([], range(4, 9)), range(6, 15))).toHaveLength(2);
  });
  it("a note on exactly a plain highlight's range goes onto it", () => {
    const once = add([], range(4, 9));
    const noted = add(once, range(4, 9), "why");
    expect(noted).toHaveLength(1);
    expect(noted[0]?.note).toBe("why");
  });
  it("an empty or blank selection adds nothing", () => {
    expect(add([], range(5, 5))).toEqual([]);
    expect(add([], range(3, 4))).toEqual([]);
  });
});

describe("notes", () => {
  const withNote = add([], range(4, 9), "first");
  const id = withNote[0]?.id ?? "";
  it("update sets the note and updatedAt", () => {
    const next = updateItemNote(withNote, id, "second", 99);
    expect(next[0]).toMatchObject({ note: "second", updatedAt: 99 });
  });
  it("a blank update is refused", () => {
    expect(updateItemNote(withNote, id, "  \n ", 99)).toBe(withNote);
  });
  it("deleting the note keeps the highlight", () => {
    const next = deleteItemNote(withNote, id, 99);
    expect(next).toHaveLength(1);
    expect(next[0]?.note).toBeUndefined();
    expect("note" in (next[0] ?? {})).toBe(false);
    expect(next[0]?.text).toBe("quick");
  });
});

describe("clearOverlappingItems", () => {
  const items = [range(0, 3), range(4, 9), range(6, 15), range(20, 25), range(4, 9, { componentId: "passage-2" })].map(
    (r, i) => makeItem(r, `c${i}`, 1),
  );
  it.each([
    [5, 7, ["c0", "c3", "c4"]],
    [4, 9, ["c0", "c3", "c4"]],
    [0, 1, ["c1", "c2", "c3", "c4"]],
    [15, 20, ["c0", "c1", "c2", "c3", "c4"]],
    [0, 44, ["c4"]],
  ])("clearing [%i, %i) in passage-1 keeps %j", (s, e, kept) => {
    expect(clearOverlappingItems(items, "passage-1", s, e).map((it) => it.id)).toEqual(kept);
  });
});

describe("statsOf: highlights without notes, notes, total", () => {
  it.each([
    [[], { highlightCount: 0, noteCount: 0, totalCount: 0 }],
    [[undefined, undefined], { highlightCount: 2, noteCount: 0, totalCount: 2 }],
    [["a", undefined, "b"], { highlightCount: 1, noteCount: 2, totalCount: 3 }],
    [["a"], { highlightCount: 0, noteCount: 1, totalCount: 1 }],
  ])("%j → %j", (notes, stats) => {
    const items = notes.map((note, i) => makeItem(range(i * 5, i * 5 + 3), `s${i}`, 1, note));
    expect(statsOf(items)).toEqual(stats);
  });
});

describe("segmentsOf", () => {
  it("plain text is one segment", () => {
    expect(segmentsOf("abc", [])).toEqual([{ start: 0, end: 3, text: "abc", items: [] }]);
  });
  it("splits at every boundary of overlapping items and skips out-of-range ones", () => {
    const a = makeItem(range(4, 9), "a", 1);
    const b = makeItem(range(6, 15), "b", 1);
    const bad = { ...makeItem(range(4, 9), "bad", 1), localEnd: 999 };
    const segs = segmentsOf(TEXT, [a, b, bad]);
    expect(segs.map((s) => [s.text, s.items.map((it) => it.id)])).toEqual([
      ["The ", []],
      ["qu", ["a"]],
      ["ick", ["a", "b"]],
      [" brown", ["b"]],
      [" fox jumps over the lazy dog.", []],
    ]);
    expect(segs.map((s) => s.text).join("")).toBe(TEXT);
  });
});

describe("the notes list", () => {
  const item = (id: string, componentId: string, globalOffset: number, text: string, note?: string) => ({
    ...makeItem(
      { componentId, componentText: text, globalBase: globalOffset, localStart: 0, localEnd: text.length },
      id,
      1_700_000_000_000,
      note,
    ),
  });
  const long = "word ".repeat(60).trim();

  it("lists in reading order: the passage first, then the questions, whatever order they were made in", () => {
    const items = [
      item("q", sectionComponentId(0, "item-1"), sectionGlobalBase(0, false) + 5, "the second reason"),
      item("p2", passageComponentId(2), 900, "ice houses", "compare with C"),
      item("p0", passageComponentId(0), 10, "refrigerator"),
    ];
    expect(listedHighlights(items).map((l) => [l.item.id, l.where])).toEqual([
      ["p0", "passage"],
      ["p2", "passage"],
      ["q", "questions"],
    ]);
  });

  it.each([
    ["short text stays whole", "  ice\n houses  ", "ice houses"],
    // 140 characters in all: 27 whole words of the 60 and the ellipsis.
    ["long text is cut at a word with an ellipsis", long, `${Array(27).fill("word").join(" ")}…`],
    ["one long word is cut where it must", "x".repeat(200), `${"x".repeat(LIST_EXCERPT_CHARS - 1)}…`],
  ])("%s", (_name, text, excerpt) => {
    expect(listedHighlights([item("a", passageComponentId(0), 0, text)])[0]?.excerpt).toBe(excerpt);
  });

  it("leaves out the review's explanation quote, which is not the learner's", () => {
    expect(listedHighlights([item(EXPLANATION_ITEM_ID, passageComponentId(0), 0, "quote")])).toEqual([]);
  });
});
