import { MARK_CRITERIA, type TEssayMarking, type TEssayMarks } from "@bandcraft/contract/marking";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { quoteOf } from "./comment-dialog";
import styles from "./essay-marking.module.css";
import type { TPanelEssay } from "./essay-marking-panel";
import { byPosition, lineEnds } from "./mark-ranges";
import { MarkedText } from "./marked-text";
import { formatBand, useMarkingFormat } from "./marking-text";

type TProps = { essay: TPanelEssay; marking: TEssayMarking; marks: TEssayMarks };

/** Focuses an element found by id and brings it into view (a comment's number, or its place in the list). */
function reach(id: string) {
  const element = document.getElementById(id);
  element?.focus();
  element?.scrollIntoView?.({ block: "center" });
}

/**
 * The marks the teacher returned: the four bands, the overall band, the general comment, and the essay with the
 * teacher's comments highlighted and numbered. Each number is a button read out with its comment and leading to
 * it in the list; each comment in the list leads back to its words.
 */
export function EssayMarksView({ essay, marking, marks }: TProps) {
  const { t } = useTranslation();
  const format = useMarkingFormat();
  const id = useId();
  const comments = useMemo(() => byPosition(marks.comments), [marks.comments]);
  const ends = useMemo(() => lineEnds(essay.text), [essay.text]);
  const shown = useMemo(
    () => comments.map((c) => ({ start: ends.toShown(c.start), end: ends.toShown(c.end) })),
    [comments, ends],
  );
  const commentId = (index: number) => `${id}-comment-${index}`;
  const textId = (index: number) => `${id}-comment-text-${index}`;
  const markerId = (index: number) => `${id}-marker-${index}`;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="essay-marks">
      <h2 id={`${id}-title`} className={styles.title}>
        {t("marking.learner.marks.title")}
      </h2>
      <p className={styles.muted}>
        {t("marking.learner.marks.returnedOn", {
          className: marking.className,
          date: format.date(marks.returnedAt ?? marks.savedAt),
        })}
      </p>
      <div className={styles.bands}>
        <dl className={styles.bandList}>
          {MARK_CRITERIA.map((criterion) => (
            <div key={criterion} className={styles.bandRow}>
              <dt>{format.criterion(criterion, essay.part)}</dt>
              <dd data-testid={`essay-mark-band-${criterion}`}>{formatBand(marks.bands?.[criterion])}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.overall}>
          <span className={styles.overallLabel}>{t("marking.bands.overall")}</span>
          <span className={styles.overallValue} data-testid="essay-marks-overall">
            {formatBand(marks.overall)}
          </span>
          <span className={styles.muted}>{t("marking.bands.overallExplain")}</span>
        </div>
      </div>
      {marks.generalComment ? (
        <section aria-labelledby={`${id}-general`} className={styles.block}>
          <h3 id={`${id}-general`} className={styles.subtitle}>
            {t("marking.general.label")}
          </h3>
          <p className={styles.general} data-testid="essay-marks-general">
            {marks.generalComment}
          </p>
        </section>
      ) : null}
      <section aria-labelledby={`${id}-comments`} className={styles.block}>
        <h3 id={`${id}-comments`} className={styles.subtitle}>
          {t("marking.learner.marks.comments", { count: comments.length })}
        </h3>
        {comments.length === 0 ? (
          <p className={styles.muted}>{t("marking.learner.marks.noComments")}</p>
        ) : (
          <div className={styles.commented}>
            <MarkedText
              mode="read"
              text={ends.shown}
              comments={shown}
              commentTextId={textId}
              markerId={markerId}
              onMarker={(index) => reach(commentId(index))}
              className={styles.markedText}
              testId="essay-marks-text"
            />
            <ol className={styles.commentList}>
              {comments.map((comment, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: a comment is numbered by its place; two may share words and text
                  key={`${comment.start}-${comment.end}-${index}`}
                  id={commentId(index)}
                  tabIndex={-1}
                  className={styles.comment}
                  data-testid="essay-mark-comment"
                >
                  <p className={styles.commentHead}>
                    <span className={styles.commentNumber}>{index + 1}</span>
                    <span className={styles.commentQuote}>
                      {t("marking.comments.quote", { text: quoteOf(essay.text.slice(comment.start, comment.end)) })}
                    </span>
                  </p>
                  <p id={textId(index)} className={styles.commentText}>
                    {comment.text}
                  </p>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => reach(markerId(index))}
                    aria-label={t("marking.comments.backLabel", { n: index + 1 })}
                    data-testid="essay-mark-comment-show"
                  >
                    {t("marking.comments.show")}
                  </Button>
                </li>
              ))}
            </ol>
          </div>
        )}
      </section>
    </section>
  );
}
