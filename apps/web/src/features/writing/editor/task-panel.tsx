import type { TWritingItem } from "@bandcraft/contract/writing";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import chrome from "../../../components/exam-bar/exam-bar.module.css";
import styles from "./editor.module.css";
import { picturesOf } from "./task-rules";

/** The left side of the split: the task's title, content, requirement and images (memoised: it never changes while typing). */
export const TaskPanel = memo(function TaskPanel({ item, title }: { item: TWritingItem; title: string }) {
  const { t } = useTranslation();
  const pictures = picturesOf(item);
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
              <img
                src={src}
                alt={t("writingEditor.imageAlt", { index: i + 1, count: pictures.length, title })}
                className={styles.image}
                data-testid="writing-task-image"
              />
            </figure>
          ))}
        </div>
      ) : null}
    </section>
  );
});
