import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { DragDropProvider, DraggableOption, DropSlot, OptionPool, useDropGroup } from "./drag-drop";
import { dropUpdates } from "./drag-drop-rules";

describe("dropUpdates (drop rules)", () => {
  const group = (answers: Record<number, string>, allowRepeats = false) => ({
    answers,
    slotNumbers: [1, 2, 3],
    allowRepeats,
  });

  it.each([
    ["replaces a slot's answer", group({ 1: "A" }), { value: "B" }, 1, [[1, "B"]]],
    [
      "moves from one slot to another",
      group({ 1: "A" }),
      { value: "A", fromQuestion: 1 },
      2,
      [
        [1, ""],
        [2, "A"],
      ],
    ],
    [
      "removes the value from other slots without repeats",
      group({ 2: "a" }),
      { value: "A" },
      1,
      [
        [2, ""],
        [1, "A"],
      ],
    ],
    ["keeps the value in other slots with repeats", group({ 2: "A" }, true), { value: "A" }, 1, [[1, "A"]]],
    [
      "clears the source slot on a drop on the pool",
      group({ 3: "C" }),
      { value: "C", fromQuestion: 3 },
      null,
      [[3, ""]],
    ],
    ["does nothing for a pool option dropped on the pool", group({}), { value: "C" }, null, []],
    ["does nothing when dropped on its own slot", group({ 2: "B" }), { value: "B", fromQuestion: 2 }, 2, []],
  ] as const)("%s", (_name, g, payload, target, expected) => {
    expect(dropUpdates(g, payload, target)).toEqual(expected);
  });
});

function Harness({ allowRepeats = false, readOnly = false }: { allowRepeats?: boolean; readOnly?: boolean }) {
  const [answers, setAnswers] = useState<Record<number, string>>({ 2: "B" });
  const setAnswer = (n: number, v: string) => setAnswers((prev) => ({ ...prev, [n]: v }));
  return (
    <DragDropProvider>
      <Group answers={answers} setAnswer={setAnswer} allowRepeats={allowRepeats} readOnly={readOnly} />
      <output data-testid="answers">{JSON.stringify(answers)}</output>
    </DragDropProvider>
  );
}

function Group(props: {
  answers: Record<number, string>;
  setAnswer: (n: number, v: string) => void;
  allowRepeats: boolean;
  readOnly: boolean;
}) {
  const { answers, setAnswer, allowRepeats, readOnly } = props;
  useDropGroup("g", { answers, slotNumbers: [1, 2], allowRepeats, setAnswer });
  const used = new Set(Object.values(answers));
  return (
    <>
      <OptionPool group="g" label="Options">
        {["A", "B"].map((v) => (
          <DraggableOption key={v} group="g" value={v} label={`Option ${v}`} disabled={!allowRepeats && used.has(v)} />
        ))}
      </OptionPool>
      {[1, 2].map((n) => (
        <DropSlot
          key={n}
          group="g"
          questionNumber={n}
          value={answers[n] ?? ""}
          label={`Option ${answers[n] ?? ""}`}
          readOnly={readOnly}
        />
      ))}
    </>
  );
}

const answers = () => JSON.parse(screen.getByTestId("answers").textContent ?? "{}") as Record<string, string>;

describe("drag and drop parts", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  const renderHarness = (props: { allowRepeats?: boolean; readOnly?: boolean } = {}) =>
    render(
      <I18nextProvider i18n={i18n}>
        <Harness {...props} />
      </I18nextProvider>,
    );

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

// happy-dom lays nothing out: give the pool, the chips and the slots boxes so dnd-kit can collide them.
function fakeLayout() {
  const boxes: Array<[(el: Element) => boolean, [number, number, number, number]]> = [
    [(el) => el.getAttribute("aria-label")?.startsWith("Option A") === true, [10, 10, 60, 20]],
    [(el) => el.getAttribute("aria-label")?.startsWith("Option B") === true, [80, 10, 60, 20]],
    [(el) => el.tagName === "FIELDSET", [0, 0, 300, 40]],
    [(el) => el.getAttribute("data-testid") === "drop-slot-1", [0, 200, 120, 30]],
    [(el) => el.getAttribute("data-testid") === "drop-slot-2", [0, 300, 120, 30]],
    [(el) => el.getAttribute("aria-label")?.startsWith("Question 2:") === true, [5, 305, 100, 20]],
  ];
  return vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    // The pool's droppable is the fieldset's parent div; it shares the fieldset's box.
    const el = this.firstElementChild?.tagName === "FIELDSET" ? this.firstElementChild : this;
    // Anything else (the drag overlay among them) is a chip-sized box at the top left.
    const box = boxes.find(([match]) => match(el))?.[1] ?? [10, 10, 60, 20];
    const [x, y, width, height] = box;
    return {
      x,
      y,
      left: x,
      top: y,
      width,
      height,
      right: x + width,
      bottom: y + height,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

describe("real dragging (pointer and keyboard sensors)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const renderHarness = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );

  it("keyboard: Space picks up, an arrow jumps to the next slot, Space drops", async () => {
    fakeLayout();
    renderHarness();
    const chip = screen.getByRole("button", { name: "Option A" });
    chip.focus();
    fireEvent.keyDown(chip, { code: "Space", key: " " });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.keyDown(document, { code: "ArrowDown", key: "ArrowDown" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.keyDown(document, { code: "Space", key: " " });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(answers()).toMatchObject({ 1: "A", 2: "B" });
  });

  it("pointer: dragging a slot's answer back onto the pool clears the slot", async () => {
    fakeLayout();
    renderHarness();
    const answer = screen.getByRole("button", { name: /Question 2: Option B/ });
    fireEvent.pointerDown(answer, { clientX: 20, clientY: 310, button: 0, isPrimary: true });
    fireEvent.pointerMove(document, { clientX: 30, clientY: 250 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.pointerMove(document, { clientX: 150, clientY: 20 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.pointerUp(document, { clientX: 150, clientY: 20 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(answers()[2]).toBe("");
  });

  it("pointer: dropping outside every target changes nothing", async () => {
    fakeLayout();
    renderHarness();
    const answer = screen.getByRole("button", { name: /Question 2: Option B/ });
    fireEvent.pointerDown(answer, { clientX: 20, clientY: 310, button: 0, isPrimary: true });
    fireEvent.pointerMove(document, { clientX: 30, clientY: 250 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.pointerMove(document, { clientX: 600, clientY: 600 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.pointerUp(document, { clientX: 600, clientY: 600 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(answers()[2]).toBe("B");
  });
});
