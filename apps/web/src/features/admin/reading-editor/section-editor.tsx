import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TParagraph } from "@bandcraft/contract/reading";
import { type ComponentType, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_FORMS } from "../../reading-test/question-types/admin-forms";
import type { AdminFormProps } from "../../reading-test/question-types/admin-shared/admin-form-module";
import { AutoTextarea } from "../../reading-test/question-types/admin-shared/auto-textarea";
import { sameJson } from "../../reading-test/question-types/admin-shared/json-guards";
import { parseQuestionCount, type TEditorSection } from "./editor-state";
import { JsonContentEditor } from "./json-content-editor";
import styles from "./reading-editor.module.css";

type TProps = {
  section: TEditorSection;
  index: number;
  paragraphs: readonly TParagraph[];
  /** The question numbers the section covers, for its header ("Questions 27–31"). */
  range: readonly [number, number] | null;
  /** After a save attempt, empty required fields are marked. */
  showRequired: boolean;
  onChange: (section: TEditorSection) => void;
  onRemove: () => void;
};

type TAnyForm = ComponentType<AdminFormProps<TQuestionType>>;

/** One question section: type badge, title, question count, instruction, then its form or raw JSON. */
export function SectionEditor({ section, index, paragraphs, range, showRequired, onChange, onRemove }: TProps) {
  const { t } = useTranslation();
  const [json, setJson] = useState(false);
  const id = `section-${section.uid}`;
  const module = ADMIN_FORMS[section.questionType];
  // The map's entry for this section's own type: the union of props is one props type here.
  const Form = module.Form as TAnyForm;
  const roundTrip = module.roundTrip as (content: unknown) => unknown;
  const fits = useMemo(() => sameJson(roundTrip(section.content), section.content), [roundTrip, section.content]);
  const setContent = (content: unknown) => onChange({ ...section, content } as TEditorSection);
  const missing = (value: string) => showRequired && value.trim() === "";
  const badCount = showRequired && parseQuestionCount(section.questionNumber) === null;

  return (
    <section className={styles.item} aria-labelledby={`${id}-title`} data-testid={`section-editor-${index}`}>
      <div className={styles.itemHeader}>
        <h4 id={`${id}-title`} className={styles.itemTitle}>
          {t("admin.editor.sections.sectionN", { n: index + 1 })}
          {range ? (
            <span className={styles.numbers}>
              {" "}
              · {t("admin.editor.sections.range", { from: range[0], to: range[1] })}
            </span>
          ) : null}
        </h4>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t("admin.editor.sections.remove", { n: index + 1 })}
          onClick={onRemove}
          data-testid={`section-remove-${index}`}
        >
          ×
        </button>
      </div>
      <div className={styles.itemTools}>
        <span className={styles.badge} data-testid={`${id}-type`}>
          {t(`readingHub.filter.types.${section.questionType}`)}
        </span>
        <button
          type="button"
          className={styles.toolToggle}
          aria-pressed={json}
          onClick={() => setJson((v) => !v)}
          data-testid={`section-json-toggle-${index}`}
        >
          {t("admin.editor.sections.json")}
        </button>
      </div>
      <div className={styles.sectionFields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`} className={styles.label}>
            {t("admin.editor.sections.title")}
            <span className={styles.required} aria-hidden="true">
              {" *"}
            </span>
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            required
            aria-invalid={missing(section.title) || undefined}
            value={section.title}
            onChange={(e) => onChange({ ...section, title: e.target.value })}
            data-testid={`section-title-${index}`}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-count`} className={styles.label}>
            {t("admin.editor.sections.questionNumber")}
            <span className={styles.required} aria-hidden="true">
              {" *"}
            </span>
          </label>
          <input
            id={`${id}-count`}
            className={styles.input}
            type="number"
            min={1}
            step={1}
            required
            aria-invalid={badCount || undefined}
            value={section.questionNumber}
            onChange={(e) => onChange({ ...section, questionNumber: e.target.value })}
            data-testid={`section-count-${index}`}
          />
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${id}-instruction`} className={styles.label}>
            {t("admin.editor.sections.instruction")}
            <span className={styles.required} aria-hidden="true">
              {" *"}
            </span>
          </label>
          <AutoTextarea
            id={`${id}-instruction`}
            kind="instruction"
            className={styles.textarea}
            required
            aria-invalid={missing(section.instruction) || undefined}
            value={section.instruction}
            onChange={(e) => onChange({ ...section, instruction: e.target.value })}
            data-testid={`section-instruction-${index}`}
          />
        </div>
      </div>
      {json ? (
        <JsonContentEditor id={`section-json-${index}`} content={section.content} onChange={setContent} />
      ) : (
        <>
          {fits ? null : (
            <p className={styles.warning} data-testid={`section-not-fit-${index}`}>
              {t("admin.editor.sections.notFit")}
            </p>
          )}
          <Form content={section.content} onChange={setContent} idPrefix={`s${index}`} paragraphs={paragraphs} />
        </>
      )}
    </section>
  );
}
