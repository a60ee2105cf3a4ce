import type { THighlightItem } from "@bandcraft/contract/reading";
import { type ComponentProps, type KeyboardEvent, type MouseEvent, memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TooltipTip } from "../../../components/ui/tooltip";
import { useTooltip } from "../../../components/ui/use-tooltip";
import { BASE_ATTR, COMPONENT_ATTR, ITEMS_ATTR, READONLY_ATTR } from "./dom-offsets";
import { useHighlighting, useOpenPopover } from "./highlight-context";
import {
  EXPLANATION_ITEM_ID,
  sectionComponentId,
  sectionGlobalBase,
  segmentsOf,
  type TSegment,
} from "./highlight-rules";
import styles from "./highlighting.module.css";

type TProps = {
  /** "passage-<i>" or "section-<s>-<part>". */
  componentId: string;
  text: string;
  /** The globalOffset of the text's first character. */
  globalBase: number;
  /** Review: highlights show, nothing can be selected or changed. */
  readOnly?: boolean;
  className?: string;
};

/** The span that opens a highlight's tooltip (Clear, and Note when it has one). */
function Mark({ segment, componentId, readOnly }: { segment: TSegment; componentId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const open = useOpenPopover();
  // The topmost (latest) item wins the look; Clear covers every item overlapping the clicked span.
  const noted = segment.items.find((it) => it.note !== undefined);
  const start = Math.min(...segment.items.map((it) => it.localStart));
  const end = Math.max(...segment.items.map((it) => it.localEnd));
  const label = noted
    ? t("highlighting.markWithNote", { text: segment.text, note: noted.note ?? "" })
    : t("highlighting.mark", { text: segment.text });
  if (readOnly) {
    // The review's explanation quote is a mark of its own (styled by the review), not one of the learner's.
    const explanation = segment.items.some((it) => it.id === EXPLANATION_ITEM_ID);
    const marked = { explanation, text: segment.text };
    return noted?.note !== undefined ? <NotedMark {...marked} note={noted.note} /> : <ReviewMark {...marked} />;
  }
  const openTooltip = (target: HTMLElement, focus: boolean) =>
    open({
      kind: "mark",
      componentId,
      start,
      end,
      noteItemId: noted?.id,
      rect: target.getBoundingClientRect(),
      focus,
    });
  return (
    // A focusable span (not a button) keeps the text one flow of characters for selection and offsets.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <span
      className={styles.mark}
      data-note={noted ? "" : undefined}
      {...{ [ITEMS_ATTR]: segment.items.map((it) => it.id).join(" ") }}
      data-testid="hl-mark"
      title={noted?.note}
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={(e: MouseEvent<HTMLElement>) => {
        // A drag that starts on a highlight is a new selection, not a click on it.
        if (window.getSelection()?.isCollapsed === false) return;
        openTooltip(e.currentTarget, e.detail === 0);
      }}
      onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          openTooltip(e.currentTarget, true);
        }
      }}
    >
      {segment.text}
    </span>
  );
}

type TReviewMark = { text: string; explanation: boolean };

/** A highlight in the review, where nothing can be changed. */
function ReviewMark({ text, explanation, ...rest }: TReviewMark & ComponentProps<"mark">) {
  return (
    <mark
      className={styles.mark}
      data-explanation={explanation ? "" : undefined}
      data-testid={explanation ? "explanation-mark" : undefined}
      {...rest}
    >
      {text}
    </mark>
  );
}

/** A noted highlight in the review: the note is its tooltip, shown on hover, keyboard focus or a tap. */
function NotedMark({ note, ...marked }: TReviewMark & { note: string }) {
  const tooltip = useTooltip<HTMLElement>();
  return (
    <>
      {/* A Tab stop, so keyboard users can read the note too. */}
      <ReviewMark {...marked} data-note="" tabIndex={0} {...tooltip.triggerProps} />
      <TooltipTip tooltip={tooltip}>{note}</TooltipTip>
    </>
  );
}

/**
 * A text that can be highlighted and annotated: rendered as spans split at highlight boundaries,
 * computed from offsets on every render (never DOM surgery), so highlights survive re-renders, theme
 * and text-size changes. Memoised: typing an answer elsewhere re-renders none of these.
 */
export const HighlightableText = memo(function HighlightableText({
  componentId,
  text,
  globalBase,
  readOnly,
  className,
}: TProps) {
  const highlighting = useHighlighting();
  const locked = Boolean(readOnly) || highlighting.readOnly;
  const mine = useMemo(
    () => highlighting.items.filter((it: THighlightItem) => it.componentId === componentId),
    [highlighting.items, componentId],
  );
  const segments = useMemo(() => segmentsOf(text, mine), [text, mine]);
  return (
    <span
      className={[styles.text, className].filter(Boolean).join(" ")}
      {...{ [COMPONENT_ATTR]: componentId, [BASE_ATTR]: globalBase }}
      {...(locked ? { [READONLY_ATTR]: "" } : {})}
      data-testid={`hl-text-${componentId}`}
    >
      {segments.map((segment) =>
        segment.items.length === 0 ? (
          segment.text
        ) : (
          <Mark key={segment.start} segment={segment} componentId={componentId} readOnly={locked} />
        ),
      )}
    </span>
  );
});

/** Question text of a section: "section-<s>-<part>", based past the section's instruction. */
export function QuestionText({
  sectionIndex,
  part,
  text,
  readOnly,
}: {
  sectionIndex: number;
  /** "instruction", or "item-<i>" for the i-th statement / question of the section. */
  part: string;
  text: string;
  readOnly?: boolean;
}) {
  return (
    <HighlightableText
      componentId={sectionComponentId(sectionIndex, part)}
      text={text}
      globalBase={sectionGlobalBase(sectionIndex, part === "instruction")}
      readOnly={readOnly}
    />
  );
}
