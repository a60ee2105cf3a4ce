import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { CloseIcon, DownloadIcon, PenIcon, PlayIcon } from "../../../components/ui/icons";
import adminCard from "../admin-shared/admin-card.module.css";
import adminList from "../admin-shared/admin-list.module.css";
import { levelBadge, type TListItem } from "./list-filters";
import cardCss from "./test-card.module.css";
import { typeName } from "./use-filter-labels";

type TProps = {
  item: TListItem;
  onDelete: () => void;
  onEdit: () => void;
  onStart: () => void;
  onExport: () => void;
  /** Its file is being downloaded: the Export button waits. */
  exporting: boolean;
};

/** One test: title, question count, level badge, type tags, delete ×, Export, Edit and Start Test. */
export function TestCard({ item, onDelete, onEdit, onStart, onExport, exporting }: TProps) {
  const { t } = useTranslation();
  const badge = levelBadge(item.level);
  const titleId = `test-card-${item.readingPracticeID}`;
  // Edit and Start Test: each names the test for screen readers, and its test id is the action's.
  const action = (name: "edit" | "start", icon: ReactNode, onClick: () => void, variant?: "secondary") => (
    <Button
      variant={variant}
      size="sm"
      icon={icon}
      onClick={onClick}
      aria-label={t(`admin.testList.card.${name}Label`, { title: item.title })}
      data-testid={`test-card-${name}`}
    >
      {t(`admin.testList.card.${name}`)}
    </Button>
  );
  return (
    <li className={adminCard.card} aria-labelledby={titleId} data-testid="test-card" data-id={item.readingPracticeID}>
      <div className={adminCard.cardHead}>
        <div className={adminCard.cardHeading}>
          <h3 id={titleId} className={adminCard.cardTitle} data-testid="test-card-title">
            {item.title}
          </h3>
          <span className={cardCss.cardId}>{item.readingPracticeID}</span>
        </div>
        <button
          type="button"
          className={cardCss.deleteButton}
          onClick={onDelete}
          aria-label={t("admin.testList.card.delete", { title: item.title })}
          data-testid="test-card-delete"
        >
          <CloseIcon />
        </button>
      </div>
      <div className={adminCard.cardMeta}>
        <span className={cardCss.badge} data-level={badge.kind} data-testid="test-card-level">
          {badge.kind === "part"
            ? t("admin.testList.levels.part", { part: badge.part })
            : t(`admin.testList.levels.${badge.kind}`)}
        </span>
        <span className={cardCss.count} data-testid="test-card-questions">
          {t("admin.testList.card.questions", { count: item.questionNumber })}
        </span>
      </div>
      {item.questionTypes.length > 0 ? (
        <ul className={adminList.tags} aria-label={t("admin.testList.card.types")} data-testid="test-card-types">
          {item.questionTypes.map((type) => (
            <li key={type} className={adminCard.typeTag}>
              {typeName(type, t)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={adminCard.cardActions}>
        <Button
          variant="ghost"
          size="sm"
          icon={<DownloadIcon />}
          onClick={onExport}
          disabled={exporting}
          aria-label={t("admin.testList.transfer.exportLabel", { title: item.title })}
          data-testid="test-card-export"
        >
          {t("admin.testList.transfer.export")}
        </Button>
        {action("edit", <PenIcon />, onEdit, "secondary")}
        {action("start", <PlayIcon />, onStart)}
      </div>
    </li>
  );
}
