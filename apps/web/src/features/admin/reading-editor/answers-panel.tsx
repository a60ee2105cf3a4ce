import type { TParagraph } from "@bandcraft/contract/reading";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { RemoveButton } from "../../../components/ui/button";
import field from "../../../components/ui/field.module.css";
import { AutoTextarea } from "../../reading-test/public";
import { answerRows, type TAnswerDrafts, type TQuestionLayout } from "./answers-model";
import answersCss from "./answers-panel.module.css";
import { ExplanationFields } from "./explanation-fields";
import { type TExplanations, withExplanation } from "./explanations-model";
import styles from "./reading-editor.module.css";

type TProps = {
  drafts: TAnswerDrafts;
  layout: TQuestionLayout;
  onChange: (drafts: TAnswerDrafts) => void;
  explanations: TExplanations;
  paragraphs: readonly TParagraph[];
  onExplanations: (explanations: TExplanations) => void;
};

const NO_EXPLANATION = { paragraph: "", quote: "", note: "" };

/** An answer is one line: a pasted line break becomes a space, and Enter adds none. */
const oneLine = (text: string) => text.replace(/[ \t]*[\r\n]+[ \t]*/g, " ");
const noEnter = (e: KeyboardEvent<HTMLTextAreaElement>) => {
  if (e.key === "Enter") e.preventDefault();
};

/**
 * The side panel: the answer key, one line per question (question_N), lists typed comma-separated; under each
 * question, its explanation (paragraph, quote, note) opens on demand.
 */
export function AnswersPanel({ drafts, layout, onChange, explanations, paragraphs, onExplanations }: TProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const rows = answerRows(drafts, layout);
  const setText = (key: string, text: string) => onChange({ ...drafts, texts: { ...drafts.texts, [key]: text } });
  const remove = (key: string) => {
    const { [key]: _removed, ...texts } = drafts.texts;
    onChange({ texts, lists: drafts.lists.filter((k) => k !== key) });
  };
  return (
    <section className={`${styles.card} ${styles.panel} ${styles.side}`} aria-labelledby="reading-editor-answers-title">
      <h3 id="reading-editor-answers-title" className={styles.panelTitle}>
        {t("admin.editor.answers.heading")}
      </h3>
      <p className={field.hint}>{t("admin.editor.answers.hint")}</p>
      {rows.length === 0 ? <p className={styles.muted}>{t("admin.editor.answers.empty")}</p> : null}
      <ul className={answersCss.answers}>
        {rows.map((row) => {
          const id = `answer-${row.key}`;
          return (
            <li key={row.key} className={answersCss.answerRow} data-asked={row.asked}>
              <label htmlFor={id} className={answersCss.answerKey} title={row.key}>
                {row.key}
              </label>
              {/* A text area that wraps, so a long key ("flowering season/blossom period") shows whole. */}
              <AutoTextarea
                id={id}
                kind="other"
                rows={1}
                className={`${field.compact} ${answersCss.answerText}`}
                value={drafts.texts[row.key] ?? ""}
                onChange={(e) => setText(row.key, oneLine(e.target.value))}
                onKeyDown={noEnter}
                placeholder={row.list ? t("admin.editor.answers.listPlaceholder") : undefined}
                aria-describedby={row.asked ? undefined : `${id}-stray`}
                data-testid={id}
              />
              {row.asked ? (
                <button
                  type="button"
                  className={answersCss.explainToggle}
                  aria-expanded={open.has(row.key)}
                  aria-label={t("admin.editor.explanation.toggle", { key: row.key })}
                  data-has={explanations[row.key] ? "" : undefined}
                  onClick={() => toggle(row.key)}
                  data-testid={`${id}-explain`}
                >
                  {explanations[row.key] ? "✓" : "?"}
                </button>
              ) : (
                <RemoveButton
                  label={t("admin.editor.answers.remove", { key: row.key })}
                  onClick={() => remove(row.key)}
                />
              )}
              {row.asked ? null : (
                <span id={`${id}-stray`} className={`${field.hint} ${styles.wide}`}>
                  {t("admin.editor.answers.stray")}
                </span>
              )}
              {row.asked && open.has(row.key) ? (
                <ExplanationFields
                  answerKey={row.key}
                  explanation={explanations[row.key] ?? NO_EXPLANATION}
                  paragraphs={paragraphs}
                  onChange={(explanation) => onExplanations(withExplanation(explanations, row.key, explanation))}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
