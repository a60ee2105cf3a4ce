import { QUESTION_TYPES, type TQuestionType } from "@bandcraft/contract/question-types/index";
import { READING_PARTS } from "@bandcraft/contract/reading";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TokenBalance } from "../../components/token-balance/token-balance";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TargetIcon } from "../../components/ui/icons";
import styles from "./question-filter-dialog.module.css";
import type { TSingleFilter } from "./single-filter";

type TProps = {
  onClose: () => void;
  /** Called with the chosen filters, or null for none ("Skip, random", or Start with nothing chosen). */
  onStart: (filter: TSingleFilter | null) => void;
  loading: boolean;
};

/** The question-filter dialog before a single random practice; opened lazily by the hub. */
export function QuestionFilterDialog({ onClose, onStart, loading }: TProps) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<1 | 2 | 3 | undefined>(undefined);
  const [questionType, setQuestionType] = useState<TQuestionType | undefined>(undefined);
  const chosen: TSingleFilter = {};
  if (level !== undefined) chosen.level = level;
  if (questionType !== undefined) chosen.questionType = questionType;

  return (
    <Dialog
      open
      // While the practice is being started the dialog stays put, so the result is not lost behind it.
      onClose={loading ? () => undefined : onClose}
      title={t("readingHub.filter.title")}
      icon={<TargetIcon />}
      maxWidth={720}
      testId="question-filter-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onStart(null)} disabled={loading} data-testid="filter-skip">
            {t("readingHub.filter.skip")}
          </Button>
          <Button
            onClick={() => onStart(level === undefined && questionType === undefined ? null : chosen)}
            disabled={loading}
            data-testid="filter-start"
          >
            {loading ? t("readingHub.filter.starting") : t("readingHub.filter.start")}
          </Button>
        </>
      }
    >
      <p className={styles.lead}>{t("readingHub.filter.description")}</p>
      <TokenBalance cost={1} untimed />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t("readingHub.filter.part")}</legend>
        <div className={styles.parts}>
          {READING_PARTS.map((part) => (
            <button
              key={part}
              type="button"
              className={styles.chip}
              aria-pressed={level === part}
              disabled={loading}
              onClick={() => setLevel(level === part ? undefined : part)}
              data-testid={`filter-part-${part}`}
            >
              {t("readingHub.filter.partN", { part })}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t("readingHub.filter.type")}</legend>
        <div className={styles.types}>
          {QUESTION_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={styles.chip}
              aria-pressed={questionType === type}
              disabled={loading}
              onClick={() => setQuestionType(questionType === type ? undefined : type)}
              data-testid={`filter-type-${type}`}
            >
              {t(`readingHub.filter.types.${type}`)}
            </button>
          ))}
        </div>
      </fieldset>
    </Dialog>
  );
}
