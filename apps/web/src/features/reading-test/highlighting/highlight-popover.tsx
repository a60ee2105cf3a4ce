import { type CSSProperties, type ReactNode, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useDismiss } from "../../../components/ui/use-dismiss";
import type { THighlightRange } from "./highlight-rules";
import styles from "./highlighting.module.css";
import { NoteEditor } from "./note-editor";
import type { THighlighting } from "./use-highlights";

type TRect = Pick<DOMRect, "top" | "bottom" | "left" | "width">;

/** The one open popover: the tooltip over a fresh selection, the tooltip of a highlight, or the note editor. */
export type TPopover =
  /** `touch`: made by a finger, so the phone's own selection menu shows above it (see placement). */
  | { kind: "selection"; range: THighlightRange; rect: TRect; focus: boolean; touch?: boolean }
  | { kind: "mark"; componentId: string; start: number; end: number; noteItemId?: string; rect: TRect; focus: boolean }
  | { kind: "editor"; rect: TRect; target: { mode: "new"; range: THighlightRange } | { mode: "edit"; itemId: string } };

const EDGE = 170; // half the editor's width and a margin: the popover never leaves the window sideways
/** Room under a touch selection for its drag handles, so the menu sits clear of them. */
const HANDLE_ROOM_PX = 32;
/** Room above a touch selection for the system's menu (Copy, Select all), when ours must go above. */
const SYSTEM_MENU_ROOM_PX = 64;

/**
 * Above the text, or below it when the text is near the top of the window. A touch selection is the other
 * way round: phones show their own menu (Copy, Select all) above a selection, so ours goes below it, clear of
 * the drag handles, and above (clear of that menu) only when the selection is near the bottom.
 */
export function placement(rect: TRect, touch = false, viewport = { width: 1024, height: 768 }) {
  const below = touch ? rect.bottom + HANDLE_ROOM_PX + 60 < viewport.height : rect.top < 140;
  const gap = touch ? (below ? HANDLE_ROOM_PX : SYSTEM_MENU_ROOM_PX) : 8;
  const left = Math.min(Math.max(rect.left + rect.width / 2, EDGE), Math.max(EDGE, viewport.width - EDGE));
  const style: CSSProperties = { left, top: below ? rect.bottom + gap : rect.top - gap };
  return { style, below };
}

/** A tooltip's row of actions. */
function Actions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset aria-label={label} className={styles.tooltip}>
      {children}
    </fieldset>
  );
}

type TActionProps = { testId: string; label?: string; onClick: () => void; children: ReactNode };

/** One action of a tooltip; `label` when its words alone would not say what it does. */
function Action({ testId, label, onClick, children }: TActionProps) {
  return (
    <button type="button" className={styles.tooltipButton} data-testid={testId} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

type TProps = {
  popover: TPopover;
  highlighting: THighlighting;
  onChange: (popover: TPopover | null) => void;
};

/** Renders the open popover in a portal (fixed to the window, so no panel clips it). */
export function HighlightPopover({ popover, highlighting, onChange }: TProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const close = () => onChange(null);
  const wantsFocus = popover.kind !== "editor" && popover.focus;

  useEffect(() => {
    if (wantsFocus) ref.current?.querySelector<HTMLButtonElement>("button")?.focus();
  }, [wantsFocus]);

  // Esc closes it even when focus stayed in the text (a mouse selection leaves it there). Presses are the
  // selection watcher's: one in the text may start the next selection rather than just close this.
  useDismiss(true, { inside: [ref], onEscape: close });

  // A tooltip stays with its text: scrolling a panel closes it (the editor stays, it holds typing).
  useEffect(() => {
    if (popover.kind === "editor") return;
    const onScroll = () => onChange(null);
    document.addEventListener("scroll", onScroll, true);
    return () => document.removeEventListener("scroll", onScroll, true);
  }, [popover.kind, onChange]);

  const touch = popover.kind === "selection" && popover.touch === true;
  const { style, below } = placement(popover.rect, touch, { width: window.innerWidth, height: window.innerHeight });
  let body: ReactNode;
  if (popover.kind === "selection") {
    const { range } = popover;
    body = (
      <Actions label={t("highlighting.actions")}>
        <Action
          testId="hl-note"
          onClick={() => onChange({ kind: "editor", rect: popover.rect, target: { mode: "new", range } })}
        >
          {t("highlighting.note")}
        </Action>
        <Action
          testId="hl-highlight"
          onClick={() => {
            highlighting.addHighlight(range);
            window.getSelection()?.removeAllRanges();
            close();
          }}
        >
          {t("highlighting.highlight")}
        </Action>
      </Actions>
    );
  } else if (popover.kind === "mark") {
    const { noteItemId } = popover;
    body = (
      <Actions label={t("highlighting.actions")}>
        <Action
          testId="hl-clear"
          onClick={() => {
            highlighting.clearOverlapping(popover.componentId, popover.start, popover.end);
            close();
          }}
        >
          {t("highlighting.clear")}
        </Action>
        {noteItemId ? (
          <Action
            testId="hl-edit-note"
            label={t("highlighting.editNote")}
            onClick={() =>
              onChange({ kind: "editor", rect: popover.rect, target: { mode: "edit", itemId: noteItemId } })
            }
          >
            {t("highlighting.note")}
          </Action>
        ) : null}
      </Actions>
    );
  } else {
    const { target } = popover;
    const existing = target.mode === "edit" ? highlighting.items.find((it) => it.id === target.itemId) : undefined;
    body = (
      <NoteEditor
        initialNote={existing?.note ?? ""}
        onCancel={close}
        onSave={(note) => {
          if (target.mode === "new") {
            highlighting.addNote(target.range, note);
            window.getSelection()?.removeAllRanges();
          } else highlighting.updateNote(target.itemId, note);
          close();
        }}
        onDelete={
          existing?.note !== undefined
            ? () => {
                highlighting.deleteNote(existing.id);
                close();
              }
            : undefined
        }
      />
    );
  }

  return createPortal(
    <div
      ref={ref}
      className={styles.popover}
      data-hl-popover=""
      data-placement={below ? "below" : "above"}
      style={style}
      data-testid={popover.kind === "editor" ? "hl-editor" : "hl-tooltip"}
    >
      {body}
    </div>,
    document.body,
  );
}
