import type { TMarkComment } from "@bandcraft/contract/marking";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { quoteOf } from "./comment-dialog";
import styles from "./marking.module.css";
import pageStyles from "./marking-page.module.css";

type TProps = {
  /** The essay's own text, to quote each comment's words. */
  text: string;
  comments: readonly TMarkComment[];
  activeIndex: number | null;
  /** Focus comes back here when a comment is removed. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onShow: (index: number) => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
};

/** The teacher's comments in reading order, numbered as in the text: each shown, edited or removed from here. */
export function CommentList({ text, comments, activeIndex, headingRef, onShow, onEdit, onRemove }: TProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="marking-comments-title">
      <h2 ref={headingRef} tabIndex={-1} id="marking-comments-title" className={styles.sectionTitle}>
        {t("marking.comments.title", { count: comments.length })}
      </h2>
      {comments.length === 0 ? (
        <p className={styles.muted} data-testid="marking-comments-empty">
          {t("marking.comments.none")}
        </p>
      ) : (
        <ol className={pageStyles.commentList}>
          {comments.map((comment, index) => {
            const n = index + 1;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a comment is numbered by its place; two may share words and text
                key={`${comment.start}-${comment.end}-${index}`}
                className={pageStyles.comment}
                data-active={index === activeIndex ? "true" : undefined}
                data-testid="marking-comment"
              >
                <button
                  type="button"
                  className={pageStyles.commentShow}
                  onClick={() => onShow(index)}
                  aria-label={t("marking.comments.showLabel", {
                    n,
                    text: quoteOf(text.slice(comment.start, comment.end)),
                  })}
                  data-testid="marking-comment-show"
                >
                  <span className={pageStyles.commentNumber} aria-hidden="true">
                    {n}
                  </span>
                  <span className={pageStyles.commentQuote}>
                    {t("marking.comments.quote", { text: quoteOf(text.slice(comment.start, comment.end)) })}
                  </span>
                </button>
                <p className={pageStyles.commentText} data-testid="marking-comment-text">
                  {comment.text}
                </p>
                <div className={pageStyles.commentActions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onEdit(index)}
                    aria-label={t("marking.comments.editLabel", { n })}
                    data-testid="marking-comment-edit"
                  >
                    {t("marking.comments.edit")}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onRemove(index)}
                    aria-label={t("marking.comments.removeLabel", { n })}
                    data-testid="marking-comment-remove"
                  >
                    {t("marking.comments.remove")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
