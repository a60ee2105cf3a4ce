import { type RefObject, useMemo } from "react";
import styles from "./essay-marks.module.css";
import { markSegments } from "./marks";
import type { TIssue } from "./types";

type TProps = {
  text: string;
  issues: readonly TIssue[];
  /** The issue under the caret or chosen from the list: drawn stronger. */
  activeId: string | null;
  layerRef: RefObject<HTMLDivElement | null>;
};

/** Spelling-like kinds are marked red, the rest amber (the list says which is which in words too). */
export const isSpellingKind = (kind: string) => kind === "Spelling" || kind === "Typo";

/**
 * The marks layer behind the textarea: the same text, laid out exactly like the textarea (same box, font and
 * wrapping) but transparent, with each flagged span highlighted. The textarea stays the real input above it,
 * so typing, selection and undo are the browser's own. Hidden from assistive technology: the issue list is the
 * accessible way to the same marks. React text only: nothing in the essay is ever read as HTML.
 */
export function EssayMarks({ text, issues, activeId, layerRef }: TProps) {
  const segments = useMemo(() => markSegments(text, issues), [text, issues]);
  return (
    <div ref={layerRef} className={styles.marksLayer} aria-hidden="true" data-testid="essay-marks">
      {segments.map((segment, i) =>
        segment.issue ? (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional; the index is their identity
            key={i}
            className={isSpellingKind(segment.issue.kind) ? styles.markSpelling : styles.markGrammar}
            data-active={segment.issue.id === activeId ? "true" : undefined}
            data-issue={segment.issue.id}
            data-testid="essay-mark"
          >
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{segment.text}</span>
        ),
      )}
      {/* A textarea shows a last empty line after a final newline; so must the layer, to scroll alike. */}
      {"\u200b"}
    </div>
  );
}
