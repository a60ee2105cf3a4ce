import type { THighlightItem } from "@bandcraft/contract/reading";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { ListIcon } from "../../../components/ui/icons";
import { revealPaneOf } from "../engine/panes";
import { ITEMS_ATTR } from "./dom-offsets";
import { listedHighlights } from "./highlight-rules";
import styles from "./highlighting.module.css";

/** One part's highlights and notes; `title` ("Part 2") where the test has several parts. */
export type TNotesPart = { title?: string; items: readonly THighlightItem[] };

type TProps = {
  open: boolean;
  onClose: () => void;
  parts: readonly TNotesPart[];
  /** The learner chose a line: show that highlight (its part first). */
  onPick: (part: number, item: THighlightItem) => void;
};

/**
 * Every highlight and note of the attempt in one list, opened from the top bar's counts: the way to read notes
 * by touch (a note's tooltip needs a hover or a tap on the exact words), and to find a highlight again. A line
 * takes the learner to its words.
 */
export function NotesPanel({ open, onClose, parts, onPick }: TProps) {
  const { t } = useTranslation();
  const listed = useMemo(() => parts.map((p) => ({ title: p.title, lines: listedHighlights(p.items) })), [parts]);
  const empty = listed.every((p) => p.lines.length === 0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("highlighting.panel.title")}
      icon={<ListIcon />}
      testId="notes-panel"
      footer={
        <Button variant="secondary" onClick={onClose} data-testid="notes-close">
          {t("common.close")}
        </Button>
      }
    >
      {empty ? (
        <p className={styles.panelEmpty}>{t("highlighting.panel.empty")}</p>
      ) : (
        listed.map((part, index) =>
          part.lines.length === 0 ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for the attempt
            <section key={index} className={styles.panelPart} aria-label={part.title}>
              {part.title ? <h3 className={styles.panelPartTitle}>{part.title}</h3> : null}
              <ul className={styles.panelList}>
                {part.lines.map(({ item, where, excerpt }) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={styles.panelItem}
                      data-testid="notes-item"
                      onClick={() => onPick(index, item)}
                    >
                      <span className={styles.panelWhere}>{t(`highlighting.panel.${where}`)}</span>
                      <q className={styles.panelText}>{excerpt}</q>
                      {item.note !== undefined ? (
                        <span className={styles.panelNote}>
                          <span className="visually-hidden">{t("highlighting.panel.noteLabel")} </span>
                          {item.note}
                        </span>
                      ) : null}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ),
        )
      )}
    </Dialog>
  );
}

/** Brings a highlight into view and focus: its pane forward on a phone, scrolled to the middle of its panel. */
export function revealHighlight(itemId: string): boolean {
  const mark = document.querySelector<HTMLElement>(`[${ITEMS_ATTR}~="${CSS.escape(itemId)}"]`);
  if (!mark) return false;
  revealPaneOf(mark);
  mark.scrollIntoView({ block: "center" });
  mark.focus({ preventScroll: true });
  return true;
}

/**
 * The notes panel's state for a test screen. A pick closes the panel, moves to the highlight's part (the
 * complete test) and, once the dialog has given focus back and the part has drawn, shows the highlight.
 */
export function useNotesPanel(onPart?: (part: number) => void) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const pick = useCallback(
    (part: number, item: THighlightItem) => {
      setOpen(false);
      onPart?.(part);
      requestAnimationFrame(() => requestAnimationFrame(() => revealHighlight(item.id)));
    },
    [onPart],
  );
  return { open, show, close, pick };
}
