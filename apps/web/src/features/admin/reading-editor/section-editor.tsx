import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TParagraph } from "@bandcraft/contract/reading";
import { type ComponentType, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RemoveButton } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import type { AdminFormProps } from "../../reading-test/public";
import { ADMIN_FORMS, AutoTextarea, sameJson } from "../../reading-test/public";
import items from "./editor-items.module.css";
import { parseQuestionCount, type TEditorSection } from "./editor-state";
import { JsonContentEditor } from "./json-content-editor";
import styles from "./reading-editor.module.css";

type TProps = {
  section: TEditorSection;
  index: number;
  paragraphs: readonly TParagraph[];
  /** The question numbers the section covers, for its header ("Questions 27–31"). */
  range: readonly [number, number] | null;
  /** The section's first question number: its form numbers its entries from it. */
  firstNumber: number;
  /** After a save attempt, empty required fields are marked. */
  showRequired: boolean;
  onChange: (section: TEditorSection) => void;
  onRemove: () => void;
};

type TAnyForm = ComponentType<AdminFormProps<TQuestionType>>;

/** One question section: type badge, title, question count, instruction, then its form or raw JSON. */
export function SectionEditor(props: TProps) {
  const { section, index, paragraphs, range, firstNumber, showRequired, onChange, onRemove } = props;
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
    <section className={items.item} aria-labelledby={`${id}-title`} data-testid={`section-editor-${index}`}>
      <div className={items.itemHeader}>
        <h4 id={`${id}-title`} className={items.itemTitle}>
          {t("admin.editor.sections.sectionN", { n: index + 1 })}
          {range ? (
            <span className={items.numbers}>
              {" "}
              · {t("admin.editor.sections.range", { from: range[0], to: range[1] })}
            </span>
          ) : null}
        </h4>
        <RemoveButton
          label={t("admin.editor.sections.remove", { n: index + 1 })}
          onClick={onRemove}
          data-testid={`section-remove-${index}`}
        />
      </div>
      <div className={items.itemTools}>
        <span className={items.badge} data-testid={`${id}-type`}>
          {t(`readingHub.filter.types.${section.questionType}`)}
        </span>
        <button
          type="button"
          className={items.toolToggle}
          aria-pressed={json}
          onClick={() => setJson((v) => !v)}
          data-testid={`section-json-toggle-${index}`}
        >
          {t("admin.editor.sections.json")}
        </button>
      </div>
      <div className={items.sectionFields}>
        <Field id={`${id}-name`} label={t("admin.editor.sections.title")} required>
          <input
            id={`${id}-name`}
            className={field.compact}
            required
            aria-invalid={missing(section.title) || undefined}
            value={section.title}
            onChange={(e) => onChange({ ...section, title: e.target.value })}
            data-testid={`section-title-${index}`}
          />
        </Field>
        <Field id={`${id}-count`} label={t("admin.editor.sections.questionNumber")} required>
          <input
            id={`${id}-count`}
            className={field.compact}
            type="number"
            min={1}
            step={1}
            required
            aria-invalid={badCount || undefined}
            value={section.questionNumber}
            onChange={(e) => onChange({ ...section, questionNumber: e.target.value })}
            data-testid={`section-count-${index}`}
          />
        </Field>
        <Field id={`${id}-instruction`} label={t("admin.editor.sections.instruction")} required className={styles.wide}>
          <AutoTextarea
            id={`${id}-instruction`}
            kind="instruction"
            className={field.compact}
            required
            aria-invalid={missing(section.instruction) || undefined}
            value={section.instruction}
            onChange={(e) => onChange({ ...section, instruction: e.target.value })}
            data-testid={`section-instruction-${index}`}
          />
        </Field>
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
          <Form
            content={section.content}
            onChange={setContent}
            idPrefix={`s${index}`}
            paragraphs={paragraphs}
            firstNumber={firstNumber}
          />
        </>
      )}
    </section>
  );
}
