import type { TWritingItem } from "@bandcraft/contract/writing";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import chrome from "../../../components/exam-bar/exam-bar.module.css";
import { ExpandIcon } from "../../../components/ui/icons";
import { FigureViewer } from "./figure-viewer";
import styles from "./task-panel.module.css";
import { picturesOf } from "./task-rules";

/** The left side of the split: the task's title, content, requirement and images (memoised: it never changes while typing). */
export const TaskPanel = memo(function TaskPanel({ item, title }: { item: TWritingItem; title: string }) {
  const { t } = useTranslation();
  const pictures = picturesOf(item);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const altOf = (i: number) => t("writingEditor.imageAlt", { index: i + 1, count: pictures.length, title });
  const shown = enlarged === null ? undefined : pictures[enlarged];
  return (
    // Focusable, so a keyboard can scroll a long task (a chart and its text) now that it shares the side with
    // the feedback tab.
    <section
      className={chrome.panelScroll}
      aria-label={t("writingEditor.taskPanel")}
      data-testid="writing-task"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <h2 className={styles.taskTitle}>{title}</h2>
      <p className={styles.taskText} data-testid="writing-task-content">
        {item.content}
      </p>
      {item.requirement?.trim() ? (
        <p className={styles.requirement} data-testid="writing-task-requirement">
          {item.requirement}
        </p>
      ) : null}
      {pictures.length > 0 ? (
        <div className={styles.figures}>
          {pictures.map((src, i) => (
            <figure key={src} className={styles.figure}>
              <img src={src} alt={altOf(i)} className={styles.image} data-testid="writing-task-image" />
              <button
                type="button"
                className={styles.enlarge}
                onClick={() => setEnlarged(i)}
                data-testid="writing-task-enlarge"
              >
                <ExpandIcon aria-hidden="true" />
                {t("writingEditor.figure.enlarge", { index: i + 1, count: pictures.length })}
              </button>
            </figure>
          ))}
        </div>
      ) : null}
      <FigureViewer
        picture={
          shown === undefined || enlarged === null
            ? null
            : {
                src: shown,
                alt: altOf(enlarged),
                title: t("writingEditor.figure.title", { index: enlarged + 1, count: pictures.length, title }),
              }
        }
        onClose={() => setEnlarged(null)}
      />
    </section>
  );
});
