import type { TExplanation } from "@bandcraft/contract/reading";
import { useTranslation } from "react-i18next";
import { describedBy, Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import { AutoTextarea } from "../../reading-test/public";
import answersCss from "./answers-panel.module.css";
import { quoteMismatch } from "./explanations-model";

type TProps = {
  /** The answer key it explains (question_N, heading_N): ids and labels are named after it. */
  answerKey: string;
  explanation: TExplanation;
  paragraphs: readonly { hint: string; content: string }[];
  onChange: (explanation: TExplanation) => void;
};

/**
 * One question's explanation, as the review shows it: the paragraph, the quote that decides the answer (checked
 * word for word against that paragraph, naming the words that do not match), and a note for the learner.
 */
export function ExplanationFields({ answerKey, explanation, paragraphs, onChange }: TProps) {
  const { t } = useTranslation();
  const id = `explanation-${answerKey}`;
  const paragraph = paragraphs.find((p) => p.hint === explanation.paragraph);
  const mismatch = paragraph ? quoteMismatch(paragraph.content, explanation.quote) : null;
  const quoteError =
    explanation.quote.trim() === ""
      ? null
      : !paragraph
        ? t("admin.editor.explanation.noParagraph")
        : mismatch
          ? t("admin.editor.explanation.notFound", { paragraph: paragraph.hint, words: mismatch.offending })
          : null;
  return (
    <div className={answersCss.explanation} data-testid={id}>
      <Field id={`${id}-paragraph`} label={t("admin.editor.explanation.paragraph")}>
        <select
          id={`${id}-paragraph`}
          className={field.compact}
          value={explanation.paragraph}
          onChange={(e) => onChange({ ...explanation, paragraph: e.target.value })}
        >
          <option value="">{t("admin.editor.explanation.choose")}</option>
          {paragraphs.map((p) => (
            <option key={p.hint} value={p.hint}>
              {p.hint}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-quote`} label={t("admin.editor.explanation.quote")} error={quoteError}>
        <AutoTextarea
          id={`${id}-quote`}
          kind="field"
          className={field.compact}
          value={explanation.quote}
          onChange={(e) => onChange({ ...explanation, quote: e.target.value })}
          aria-invalid={quoteError ? true : undefined}
          aria-describedby={describedBy(`${id}-quote`, null, quoteError)}
          data-testid={`${id}-quote`}
        />
      </Field>
      <Field id={`${id}-note`} label={t("admin.editor.explanation.note")}>
        <AutoTextarea
          id={`${id}-note`}
          kind="field"
          className={field.compact}
          value={explanation.note}
          onChange={(e) => onChange({ ...explanation, note: e.target.value })}
          data-testid={`${id}-note`}
        />
      </Field>
    </div>
  );
}
