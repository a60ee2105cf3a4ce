import { countWords } from "@bandcraft/domain/word-count";
import { type ReactNode, type RefObject, useId, useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CaretIssue } from "../feedback/caret-issue";
import { EssayMarks } from "../feedback/essay-marks";
import marks from "../feedback/essay-marks.module.css";
import { issueAt } from "../feedback/marks";
import type { TIssue, TSuggestion } from "../feedback/types";
import { useCaret } from "../feedback/use-caret";
import styles from "./editor.module.css";
import { TASK_RULES } from "./task-rules";

type TProps = {
  part: 1 | 2;
  text: string;
  onText: (text: string) => void;
  /** Whether the last draft write worked: null before the first one. */
  saved: boolean | null;
  /** Check and save, above the essay. */
  toolbar: ReactNode;
  /** The checker's issues on the text as it is now (none before a check). */
  issues: readonly TIssue[];
  onApply: (issue: TIssue, suggestion: TSuggestion) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  layerRef: RefObject<HTMLDivElement | null>;
};

/**
 * The right side of the split: the essay with a live word count (words separated by
 * whitespace). Under the task's minimum the count turns to the warning colour and says so in words too.
 * After a check, the issues are marked in a layer behind the textarea, and the one under the caret is shown
 * below it with its suggestions.
 */
export function EssayPanel({ part, text, onText, saved, toolbar, issues, onApply, textareaRef, layerRef }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const countId = useId();
  const caret = useCaret(textareaRef);
  const words = countWords(text);
  const min = TASK_RULES[part].minWords;
  const below = words < min;
  const marked = issues.length > 0;
  const current = caret === null ? null : issueAt(issues, caret);
  // On a phone the banner and the spelling choice step aside while the learner types (editor.module.css). They
  // come back only once the tap that took focus away is over: back at once, they would push the button under the
  // finger down before its click landed, and a tap on Save essay with the keyboard up would do nothing.
  const [typing, setTyping] = useState(false);
  const endTyping = () => setTimeout(() => setTyping(document.activeElement === textareaRef.current));

  const syncScroll = () => {
    if (layerRef.current && textareaRef.current) layerRef.current.scrollTop = textareaRef.current.scrollTop;
  };
  // A new set of marks starts where the textarea is scrolled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the marks change, reading refs only
  useLayoutEffect(syncScroll, [issues]);

  return (
    <div className={styles.essay}>
      <div className={styles.essayHead}>
        <label id={`${id}-label`} htmlFor={id} className={`${styles.essayLabel} narrow-visually-hidden`}>
          {t("writingEditor.essayLabel")}
        </label>
        {toolbar}
      </div>
      <div className={marks.box}>
        {marked ? <EssayMarks text={text} issues={issues} activeId={current?.id ?? null} layerRef={layerRef} /> : null}
        <textarea
          ref={textareaRef}
          id={id}
          className={styles.textarea}
          value={text}
          onChange={(e) => onText(e.target.value)}
          onScroll={syncScroll}
          onFocus={() => setTyping(true)}
          onBlur={endTyping}
          data-typing={typing || undefined}
          placeholder={t("writingEditor.essayPlaceholder")}
          aria-describedby={countId}
          spellCheck={false}
          autoCapitalize="sentences"
          data-testid="essay-input"
        />
      </div>
      {marked ? <CaretIssue issue={current} onApply={onApply} /> : null}
      <div className={styles.essayFoot}>
        <p
          id={countId}
          className={below ? styles.countBelow : styles.count}
          data-below={below ? "true" : "false"}
          data-testid="word-count"
          data-count={words}
        >
          <span aria-hidden="true">
            {t("writingEditor.words", { count: words })}
            {below ? <span className={styles.belowTag}>{t("writingEditor.belowMinimum", { min })}</span> : null}
          </span>
          <span className="visually-hidden">
            {below
              ? t("writingEditor.belowMinimumLong", { count: words, min })
              : t("writingEditor.words", { count: words })}
          </span>
        </p>
        {saved === false ? (
          <p className={styles.notSaved} role="alert">
            {t("writingEditor.notSaved")}
          </p>
        ) : saved ? (
          <p className={styles.saved}>{t("writingEditor.saved")}</p>
        ) : null}
      </div>
    </div>
  );
}
