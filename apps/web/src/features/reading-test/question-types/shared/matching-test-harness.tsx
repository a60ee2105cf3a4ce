import type { TQuestionType, TSectionOf } from "@bandcraft/contract/question-types/index";
import { render } from "@testing-library/react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import i18n from "../../../../lib/i18n";
import { DragDropProvider } from "../../engine/drag-drop";
import type { TQuestionReview, TQuestionTypeModule } from "../../engine/question-type-module";

interface THarnessOptions {
  initial?: Record<number, string>;
  readOnly?: boolean;
  review?: TQuestionReview;
  /** Paragraph indexes whose passage slots to draw (heading matching). */
  paragraphs?: number;
}

/**
 * Test-only: renders a module's Section (and its passage slots) inside the drag-and-drop provider,
 * holding answers the way the engine does (merging each setAnswer into the latest state).
 */
export function renderModule<T extends TQuestionType>(
  module: TQuestionTypeModule<T>,
  section: unknown,
  numbers: number[],
  opts: THarnessOptions = {},
) {
  // Deliberately unchecked: tests also feed malformed content.
  const typed = section as TSectionOf<T>;
  function Harness() {
    const [answers, setAnswers] = useState<Record<number, string>>(opts.initial ?? {});
    const setAnswer = (n: number, v: string) => setAnswers((prev) => ({ ...prev, [n]: v }));
    const common = {
      section: typed,
      sectionIndex: 0,
      numbers,
      answers,
      setAnswer,
      readOnly: !!opts.readOnly,
      review: opts.review,
    };
    const { PassageSlot, passageSlotFor } = module;
    return (
      <DragDropProvider>
        {PassageSlot && passageSlotFor
          ? Array.from({ length: opts.paragraphs ?? 0 }, (_, p) => `paragraph-${p}`).map((id, p) => {
              const q = passageSlotFor(typed, numbers, p);
              return (
                <div key={id} data-testid={id}>
                  {q === undefined ? null : <PassageSlot {...common} paragraphIndex={p} questionNumber={q} />}
                </div>
              );
            })
          : null}
        <module.Section {...common} />
        <output data-testid="answers">{JSON.stringify(answers)}</output>
      </DragDropProvider>
    );
  }
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  const answers = () => JSON.parse(view.getByTestId("answers").textContent ?? "{}") as Record<string, string>;
  return { ...view, answers };
}
