import { MAX_MARK_COMMENTS, type TMarkComment } from "@bandcraft/contract/marking";
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { commentAt, lineEnds, type TLineEnds, type TRange } from "./mark-ranges";
import { MarkedText } from "./marked-text";
import styles from "./marking.module.css";
import pageStyles from "./marking-page.module.css";

type TProps = {
  /** The essay's own text; comments' offsets are in it. */
  text: string;
  comments: readonly TMarkComment[];
  activeIndex: number | null;
  onActiveChange: (index: number | null) => void;
  /** The teacher asked to comment on these words (offsets in the essay's own text). */
  onCommentSelection: (range: TRange) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
};

/** The selection of the read-only textarea in the essay's own offsets, without the spaces at its ends. */
export function selectedRange(textarea: HTMLTextAreaElement, ends: TLineEnds): TRange | null {
  let start = textarea.selectionStart;
  let end = textarea.selectionEnd;
  while (start < end && /\s/.test(ends.shown[start] ?? "")) start++;
  while (end > start && /\s/.test(ends.shown[end - 1] ?? "")) end--;
  return end > start ? { start: ends.toOriginal(start), end: ends.toOriginal(end) } : null;
}

/**
 * Selects comment `index`'s words in the essay's textarea and scrolls them into view: from the comment list,
 * the teacher lands on the words (focused, so the keyboard carries on from there).
 */
export function showComment(textarea: HTMLTextAreaElement, text: string, range: TRange, index: number) {
  const ends = lineEnds(text);
  textarea.focus({ preventScroll: true });
  textarea.setSelectionRange(ends.toShown(range.start), ends.toShown(range.end));
  const start = textarea.parentElement?.querySelector(`[data-start-of="${index}"]`);
  (start ?? textarea).scrollIntoView?.({ block: "center" });
}

/**
 * The essay the teacher comments on. It is a read-only textarea lying exactly over the highlighted text (the
 * MarkedText layer), so the mouse, a finger and the keyboard (Shift and the arrows) all select the same way and
 * its selectionStart and selectionEnd are the comment's UTF-16 offsets; no DOM range is read. "Comment on
 * selection" (or Enter in the text) opens the comment box on those words.
 */
export function EssayCommenting({
  text,
  comments,
  activeIndex,
  onActiveChange,
  onCommentSelection,
  textareaRef,
}: TProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [askToSelect, setAskToSelect] = useState(false);
  const ends = useMemo(() => lineEnds(text), [text]);
  const shown = useMemo(
    () => comments.map((c) => ({ start: ends.toShown(c.start), end: ends.toShown(c.end) })),
    [comments, ends],
  );
  const full = comments.length >= MAX_MARK_COMMENTS;
  // The essay is not editable, yet not `readOnly`: Chromium and Safari give a read-only textarea no caret, so
  // Shift and the arrows would select nothing there. Every edit is refused before it happens instead (and React
  // puts the text back after anything that slips through, an input method's composition say).
  useEffect(() => {
    const textarea = textareaRef.current;
    const refuse = (event: Event) => event.preventDefault();
    textarea?.addEventListener("beforeinput", refuse);
    return () => textarea?.removeEventListener("beforeinput", refuse);
  }, [textareaRef]);

  const commentOnSelection = () => {
    const textarea = textareaRef.current;
    const range = textarea ? selectedRange(textarea, ends) : null;
    setAskToSelect(range === null);
    if (range) onCommentSelection(range);
  };
  // The caret on a comment's words shows that comment in the list, as a click on a highlight would.
  const onSelect = () => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    if (textarea.selectionEnd > textarea.selectionStart) setAskToSelect(false);
    else onActiveChange(commentAt(shown, textarea.selectionStart));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || full) return;
    event.preventDefault();
    commentOnSelection();
  };

  return (
    <>
      <p id={hintId} className={styles.hint}>
        {full ? t("marking.select.full", { max: MAX_MARK_COMMENTS }) : t("marking.select.hint")}
      </p>
      {/* Kept in view while the teacher scrolls a long essay, so the words selected are a press away. */}
      <div className={pageStyles.commentBar}>
        <Button onClick={commentOnSelection} disabled={full} data-testid="marking-comment-selection">
          {t("marking.select.button")}
        </Button>
        <p className={pageStyles.askToSelect} role="status" data-testid="marking-select-first">
          {askToSelect ? t("marking.select.first") : ""}
        </p>
      </div>
      <div className={pageStyles.essayBox}>
        <MarkedText mode="layer" text={ends.shown} comments={shown} activeIndex={activeIndex} />
        <textarea
          ref={textareaRef}
          value={ends.shown}
          onChange={keepText}
          aria-readonly="true"
          // No on-screen keyboard on a tablet or a phone: the teacher only selects.
          inputMode="none"
          className={pageStyles.essayInput}
          aria-label={t("marking.select.textLabel")}
          aria-describedby={hintId}
          spellCheck={false}
          onSelect={onSelect}
          onKeyDown={onKeyDown}
          data-testid="marking-text"
        />
      </div>
    </>
  );
}

/** The essay's text stays as it is: the textarea is controlled, so React restores it after a refused change. */
function keepText() {}
