import { MAX_COMMENT_CHARS } from "@bandcraft/contract/marking";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import fieldStyles from "../../components/ui/field.module.css";
import pageStyles from "./marking-page.module.css";

/** What the comment box is open for: new words to comment on, or comment `index` (0-based) to edit. */
export type TCommentTarget = { kind: "new"; start: number; end: number } | { kind: "edit"; index: number };

type TProps = {
  target: TCommentTarget | null;
  /** The commented words, quoted above the box. */
  quote: string;
  initialText: string;
  onSubmit: (text: string) => void;
  onClose: () => void;
};

/** The longest quote shown of the commented words; the rest is elided. */
const QUOTE_CHARS = 160;

/** Shortens the commented words for a quote, at a code point (never half an emoji). */
export function quoteOf(words: string): string {
  const chars = Array.from(words.replace(/\s+/g, " ").trim());
  return chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS - 1).join("")}…` : chars.join("");
}

/** The comment box: a dialog quoting the words, with the comment's text; a comment needs some text. */
export function CommentDialog({ target, quote, initialText, onSubmit, onClose }: TProps) {
  if (!target) return null;
  return <CommentForm target={target} quote={quote} initialText={initialText} onSubmit={onSubmit} onClose={onClose} />;
}

function CommentForm({ target, quote, initialText, onSubmit, onClose }: TProps & { target: TCommentTarget }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const [empty, setEmpty] = useState(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === "") {
      setEmpty(true);
      inputRef.current?.focus();
      return;
    }
    onSubmit(text.trim());
  };
  return (
    <Dialog
      open
      onClose={onClose}
      closeOnOutsideClick={false}
      title={
        target.kind === "new"
          ? t("marking.comments.newTitle")
          : t("marking.comments.editTitle", { n: target.index + 1 })
      }
      initialFocusRef={inputRef}
      testId="marking-comment-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-testid="marking-comment-cancel">
            {t("common.cancel")}
          </Button>
          <Button onClick={() => submit()} data-testid="marking-comment-add">
            {target.kind === "new" ? t("marking.comments.add") : t("marking.comments.save")}
          </Button>
        </>
      }
    >
      <form className={pageStyles.commentForm} onSubmit={submit}>
        <blockquote className={pageStyles.quote} data-testid="marking-comment-quote">
          {t("marking.comments.quote", { text: quoteOf(quote) })}
        </blockquote>
        <label htmlFor={id} className={fieldStyles.label}>
          {t("marking.comments.label")}
        </label>
        <textarea
          ref={inputRef}
          id={id}
          className={fieldStyles.input}
          rows={5}
          maxLength={MAX_COMMENT_CHARS}
          value={text}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
          data-testid="marking-comment-input"
        />
        {empty ? (
          <p id={`${id}-error`} className={fieldStyles.error} role="alert" data-testid="marking-comment-empty">
            {t("marking.comments.empty")}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
