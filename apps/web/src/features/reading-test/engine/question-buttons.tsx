import { useTranslation } from "react-i18next";
import { StripButton, StripList } from "../../../components/exam-bar/exam-bar";
import { isAnswered, type TAnswers } from "./use-answers";

type TProps = {
  numbers: readonly number[];
  answers: TAnswers;
  flags: readonly number[];
  current: number | null;
  onJump: (questionNumber: number) => void;
};

/**
 * Numbered question buttons: green with "(Completed)" once answered, grey otherwise; a
 * flagged question is drawn as a circle and says so; the current one is outlined.
 */
export function QuestionButtons({ numbers, answers, flags, current, onJump }: TProps) {
  const { t } = useTranslation();
  return (
    <StripList current={current}>
      {numbers.map((n) => {
        const answered = isAnswered(answers, n);
        const flagged = flags.includes(n);
        const base = answered
          ? t("readingTest.strip.completed", { number: n })
          : t("readingTest.strip.question", { number: n });
        const label = flagged ? `${base} ${t("testAttempt.flag.flaggedSuffix")}` : base;
        return (
          <li key={n}>
            <StripButton
              data-answered={answered ? "true" : "false"}
              data-flagged={flagged ? "true" : "false"}
              aria-current={current === n ? "true" : undefined}
              data-testid={`strip-question-${n}`}
              title={label}
              aria-label={label}
              onClick={() => onJump(n)}
            >
              {n}
            </StripButton>
          </li>
        );
      })}
    </StripList>
  );
}
