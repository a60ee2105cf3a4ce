import type { TQuestionSection } from "@bandcraft/contract/question-types/index";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { WarningIcon } from "../../../components/ui/icons";
import { QuestionText } from "../highlighting/highlightable-text";
import { QUESTION_TYPE_MODULES } from "../question-types/registry";
import type { TParsedSection, TSectionProblem } from "./parse-practice";
import { questionAnchorId, type TQuestionReview, type TQuestionTypeModule } from "./question-type-module";
import styles from "./test-screen.module.css";
import type { TAnswers } from "./use-answers";

/** What every section needs from the screen besides its own data. */
export type TSectionContext = {
  answers: TAnswers;
  setAnswer: (questionNumber: number, value: string) => void;
  readOnly: boolean;
  review?: TQuestionReview;
};

/** The registered module of a section, or undefined (an unknown type shows a notice instead). */
export function moduleOf(section: TQuestionSection): TQuestionTypeModule | undefined {
  // The map is keyed by questionType, so the module found accepts this very section.
  return QUESTION_TYPE_MODULES[section.questionType] as TQuestionTypeModule | undefined;
}

function NoticeText({ problem }: { problem: TSectionProblem | { kind: "noModule" } }) {
  const { t } = useTranslation();
  switch (problem.kind) {
    case "noSection":
      return t("questionTypes.common.noSectionData");
    case "noContent":
      return t("questionTypes.common.noContent");
    case "invalid":
      return t("questionTypes.common.invalidData", {
        type: t(`questionTypes.common.dataNames.${problem.questionType}`),
      });
    default:
      return t("questionTypes.common.unknownType");
  }
}

/** The inline notice of a section that cannot be shown; anchors keep the strip's jumps working. */
function SectionNotice({ problem, numbers }: { problem: TSectionProblem | { kind: "noModule" }; numbers: number[] }) {
  return (
    <div className={styles.notice} role="note" data-testid="section-notice">
      <WarningIcon aria-hidden="true" className={styles.noticeIcon} />
      <span>
        <NoticeText problem={problem} />
      </span>
      {numbers.map((n) => (
        <span key={n} id={questionAnchorId(n)} className={styles.noticeAnchor} />
      ))}
    </div>
  );
}

/** One section in the question panel: title, instruction and its module's Section (or a notice). */
export function SectionBlock({ parsed, context }: { parsed: TParsedSection; context: TSectionContext }) {
  const title = parsed.ok ? parsed.section.title : parsed.title;
  const instruction = parsed.ok ? parsed.section.instruction : parsed.instruction;
  let body: ReactNode;
  if (!parsed.ok) {
    body = <SectionNotice problem={parsed.problem} numbers={parsed.numbers} />;
  } else {
    const module = moduleOf(parsed.section);
    body = module ? (
      <module.Section section={parsed.section} sectionIndex={parsed.index} numbers={parsed.numbers} {...context} />
    ) : (
      <SectionNotice problem={{ kind: "noModule" }} numbers={parsed.numbers} />
    );
  }
  return (
    <section
      className={styles.section}
      aria-labelledby={title ? `section-title-${parsed.index}` : undefined}
      data-testid={`question-section-${parsed.index}`}
    >
      {title ? (
        <h2 id={`section-title-${parsed.index}`} className={styles.sectionTitle}>
          {title}
        </h2>
      ) : null}
      {instruction ? (
        <p className={styles.instruction}>
          <QuestionText sectionIndex={parsed.index} part="instruction" text={instruction} readOnly={context.readOnly} />
        </p>
      ) : null}
      {body}
    </section>
  );
}

/** The drop slots a paragraph carries (heading matching), from every module that offers them. */
export function PassageSlots({
  sections,
  paragraphIndex,
  context,
}: {
  sections: readonly TParsedSection[];
  paragraphIndex: number;
  context: TSectionContext;
}) {
  const slots: ReactNode[] = [];
  for (const parsed of sections) {
    if (!parsed.ok) continue;
    const module = moduleOf(parsed.section);
    if (!module?.passageSlotFor || !module.PassageSlot) continue;
    const questionNumber = module.passageSlotFor(parsed.section, parsed.numbers, paragraphIndex);
    if (questionNumber === undefined) continue;
    slots.push(
      <module.PassageSlot
        key={`${parsed.index}-${questionNumber}`}
        section={parsed.section}
        sectionIndex={parsed.index}
        numbers={parsed.numbers}
        paragraphIndex={paragraphIndex}
        questionNumber={questionNumber}
        {...context}
      />,
    );
  }
  return slots.length > 0 ? <div className={styles.passageSlots}>{slots}</div> : null;
}
