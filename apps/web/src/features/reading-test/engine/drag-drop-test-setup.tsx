import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { vi } from "vitest";
import i18n from "../../../lib/i18n";
import { DragDropProvider, DraggableOption, DropSlot, OptionPool, useDropGroup } from "./drag-drop";

/** Two slots (2 holds B) and the options A and B, with the answers written out for the tests to read. */
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

/** The harness's answers as it last wrote them. */
export const answers = () => JSON.parse(screen.getByTestId("answers").textContent ?? "{}") as Record<string, string>;

/** Renders the harness inside the app's translations. */
export const renderHarness = (props: { allowRepeats?: boolean; readOnly?: boolean } = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Harness {...props} />
    </I18nextProvider>,
  );

/** Lets dnd-kit's sensors take in the last event (they act on the next tick). */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/** happy-dom lays nothing out: gives the pool, the chips and the slots boxes so dnd-kit can collide them. */
export function fakeLayout() {
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
