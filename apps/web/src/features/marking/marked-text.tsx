import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { markSegments, type TRange } from "./mark-ranges";
import styles from "./marked-text.module.css";

type TProps = {
  /** The essay as shown (line ends as a textarea holds them, see lineEnds). */
  text: string;
  /** The comments' ranges in that text, in reading order: comment n is at index n - 1. */
  comments: readonly TRange[];
  /**
   * "layer": behind the teacher's read-only textarea, laid out exactly like it, text transparent and hidden from
   * assistive technology (the comment list is the way to the comments). "read": the learner's view, where each
   * comment's number is a button described by the comment's words.
   */
  mode: "layer" | "read";
  /** The comment drawn stronger (chosen in the list, or under the caret). */
  activeIndex?: number | null;
  /** Read mode: the id of comment `index`'s words, read out when its number has focus. */
  commentTextId?: (index: number) => string;
  /** Read mode: the id of comment `index`'s number button, for the list to come back to. */
  markerId?: (index: number) => string;
  onMarker?: (index: number) => void;
  className?: string;
  testId?: string;
};

/**
 * An essay with its comments' ranges highlighted (`<mark>`) and numbered where each begins. The text is cut at
 * every comment's edges (markSegments), so overlapping comments show the shared words covered twice (drawn
 * deeper). React text only: nothing in the essay is ever read as HTML.
 */
export function MarkedText(props: TProps) {
  const { text, comments, mode, activeIndex = null, className, testId } = props;
  const { t } = useTranslation();
  const segments = useMemo(() => markSegments(text.length, comments), [text, comments]);
  const layer = mode === "layer";

  const marker = (index: number) => (
    <span key={`m${index}`} className={styles.anchor} data-start-of={index}>
      {layer ? (
        <span className={styles.marker}>{index + 1}</span>
      ) : (
        <button
          type="button"
          id={props.markerId?.(index)}
          className={styles.marker}
          aria-label={t("marking.comments.number", { n: index + 1 })}
          aria-describedby={props.commentTextId?.(index)}
          onClick={() => props.onMarker?.(index)}
          data-testid="essay-mark-ref"
        >
          {index + 1}
        </button>
      )}
    </span>
  );

  return (
    <div
      className={`${styles.text} ${layer ? styles.layer : ""} ${className ?? ""}`}
      aria-hidden={layer || undefined}
      data-testid={testId}
    >
      {segments.map((segment) => {
        const words = text.slice(segment.start, segment.end);
        if (segment.covering.length === 0) return <span key={segment.start}>{words}</span>;
        return (
          <mark
            key={segment.start}
            className={styles.mark}
            data-depth={Math.min(segment.covering.length, 3)}
            data-active={activeIndex !== null && segment.covering.includes(activeIndex) ? "true" : undefined}
            data-comments={segment.covering.map((i) => i + 1).join(" ")}
          >
            {segment.starting.map(marker)}
            {words}
          </mark>
        );
      })}
      {/* A textarea shows a last empty line after a final newline; so must the layer, to stay the same height. */}
      {layer ? "\u200b" : null}
    </div>
  );
}
