import type { TQuestionType, TSectionOf } from "@bandcraft/contract/question-types/index";
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import i18n from "../../../../lib/i18n";
import { DragDropProvider } from "../../engine/drag-drop";
import type { TQuestionReview, TQuestionTypeModule } from "../../engine/question-type-module";
import { type TAnswers, useAnswers } from "../../engine/use-answers";
import { HighlightProvider } from "../../highlighting/highlight-context";
import { useHighlights } from "../../highlighting/use-highlights";

interface THarnessOptions {
  numbers: readonly number[];
  initial?: TAnswers;
  readOnly?: boolean;
  review?: TQuestionReview;
  sectionIndex?: number;
}

/**
 * Test support only: renders one module's Section with live answers (the engine's own hook) inside
 * the highlight and drag-and-drop providers, and returns a getter for the current answers.
 */
export function renderSection<T extends TQuestionType>(
  module: TQuestionTypeModule<T>,
  section: TSectionOf<T>,
  { numbers, initial = {}, readOnly = false, review, sectionIndex = 0 }: THarnessOptions,
) {
  const latest: { answers: TAnswers } = { answers: initial };
  const Section = module.Section;
  function Harness() {
    const { answers, setAnswer } = useAnswers(initial);
    const highlighting = useHighlights();
    latest.answers = answers;
    return (
      <HighlightProvider value={highlighting}>
        <DragDropProvider>
          <Section
            section={section}
            sectionIndex={sectionIndex}
            numbers={numbers}
            answers={answers}
            setAnswer={setAnswer}
            readOnly={readOnly}
            review={review}
          />
        </DragDropProvider>
      </HighlightProvider>
    );
  }
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return { ...result, answers: () => latest.answers };
}
