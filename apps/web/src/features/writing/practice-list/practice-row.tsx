import type { TThemeEntry, TWritingItem } from "@bandcraft/contract/writing";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useTaskTitle } from "../task-title";
import rowCss from "./practice-row.module.css";
import { nameOfKey } from "./theme-name";

type TProps = {
  item: TWritingItem;
  index: ReadonlyMap<string, TThemeEntry>;
  /** This browser holds a draft with writing for the task. */
  hasDraft: boolean;
  onOpen: (item: TWritingItem) => void;
};

/**
 * One result row: task badge, publish date, title and theme tags. The title is the row's one
 * button; its hit area covers the whole card, so the card is clickable and screen readers meet one control.
 */
export function PracticeRow({ item, index, hasDraft, onOpen }: TProps) {
  const { t, i18n } = useTranslation();
  const titleOf = useTaskTitle();
  const tagsId = useId();
  const published = new Date(item.publishTime * 1000);
  return (
    <li className={rowCss.row} data-testid="writing-row" data-id={item.writingPracticeID}>
      <div className={rowCss.rowHead}>
        <span className={item.part === 1 ? rowCss.badgeOne : rowCss.badgeTwo} data-testid="writing-row-badge">
          {t("writingList.row.badge", { part: item.part })}
        </span>
        <span className={rowCss.date}>
          <span className="visually-hidden">{t("writingList.row.published")} </span>
          <time dateTime={published.toISOString()}>
            {published.toLocaleDateString(i18n.language, { dateStyle: "medium" })}
          </time>
        </span>
        {hasDraft ? <span className={rowCss.draft}>{t("writingList.row.draft")}</span> : null}
      </div>
      <h3 className={rowCss.rowTitle}>
        <button
          type="button"
          className={rowCss.rowButton}
          onClick={() => onOpen(item)}
          aria-describedby={tagsId}
          data-testid="writing-row-open"
        >
          {titleOf(item)}
        </button>
      </h3>
      <ul id={tagsId} className={rowCss.tags} aria-label={t("writingList.row.themes")} data-testid="writing-row-tags">
        {item.theme.map((key) => (
          <li key={key} className={rowCss.tag} data-key={key}>
            {nameOfKey(index, key, i18n.language)}
          </li>
        ))}
      </ul>
    </li>
  );
}
