import { QUESTION_TYPES, type TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TParagraph } from "@bandcraft/contract/reading";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import { DiscardDialog } from "./discard-dialog";
import items from "./editor-items.module.css";
import { newSection, parseQuestionCount, type TEditorSection } from "./editor-state";
import styles from "./reading-editor.module.css";
import { SectionEditor } from "./section-editor";

type TProps = {
  sections: TEditorSection[];
  paragraphs: readonly TParagraph[];
  firstNumber: number;
  showRequired: boolean;
  onChange: (sections: TEditorSection[]) => void;
};

/**
 * Each section's first question number and its range, counted from the practice's first question number; a
 * section whose count is not a number yet has no range but still starts where the one before it ended.
 */
function rangesOf(
  sections: readonly TEditorSection[],
  first: number,
): { first: number; range: [number, number] | null }[] {
  let next = first;
  return sections.map((s) => {
    const start = next;
    const count = parseQuestionCount(s.questionNumber);
    if (count === null) return { first: start, range: null };
    next += count;
    return { first: start, range: [start, start + count - 1] };
  });
}

/** The right panel: the question sections, one editor each, adding (by type) and deleting. */
export function SectionsPanel({ sections, paragraphs, firstNumber, showRequired, onChange }: TProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<TQuestionType>(QUESTION_TYPES[0]);
  const [deleting, setDeleting] = useState<number | null>(null);
  const ranges = rangesOf(sections, firstNumber);

  return (
    <section className={`${styles.card} ${styles.panel}`} aria-labelledby="reading-editor-sections-title">
      <div className={styles.panelHeader}>
        <h3 id="reading-editor-sections-title" className={styles.panelTitle}>
          {t("admin.editor.sections.heading")}
        </h3>
      </div>
      {sections.length === 0 ? <p className={styles.muted}>{t("admin.editor.sections.empty")}</p> : null}
      {sections.map((section, i) => (
        <SectionEditor
          key={section.uid}
          section={section}
          index={i}
          paragraphs={paragraphs}
          range={ranges[i]?.range ?? null}
          firstNumber={ranges[i]?.first ?? firstNumber}
          showRequired={showRequired}
          onChange={(next) => onChange(sections.map((s, j) => (j === i ? next : s)))}
          onRemove={() => setDeleting(i)}
        />
      ))}
      <div className={items.addRow}>
        <Field id="reading-editor-new-type" label={t("admin.editor.sections.typeLabel")} className={items.addField}>
          <select
            id="reading-editor-new-type"
            className={field.compact}
            value={type}
            onChange={(e) => setType(e.target.value as TQuestionType)}
            data-testid="section-add-type"
          >
            {QUESTION_TYPES.map((qt) => (
              <option key={qt} value={qt}>
                {t(`readingHub.filter.types.${qt}`)}
              </option>
            ))}
          </select>
        </Field>
        <Button variant="secondary" onClick={() => onChange([...sections, newSection(type)])} data-testid="section-add">
          {t("admin.editor.sections.add")}
        </Button>
      </div>
      <DiscardDialog
        open={deleting !== null}
        title={t("admin.editor.confirm.deleteSection", { n: (deleting ?? 0) + 1 })}
        message={t("admin.editor.confirm.deleteMessage")}
        confirmLabel={t("admin.editor.confirm.delete")}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) onChange(sections.filter((_, j) => j !== deleting));
          setDeleting(null);
        }}
        testId="section-delete-dialog"
      />
    </section>
  );
}
