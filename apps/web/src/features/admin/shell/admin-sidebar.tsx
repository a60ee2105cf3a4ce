import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  BookIcon,
  ChartIcon,
  ClassIcon,
  HeadphonesIcon,
  ListIcon,
  MicIcon,
  PenIcon,
  TargetIcon,
  UserIcon,
} from "../../../components/ui/icons";
import styles from "./admin-page.module.css";
import { SIDEBAR, type TAdminView } from "./admin-views";
import { useSidebarOpen } from "./use-sidebar-open";

const ICONS: Partial<Record<TAdminView, ReactNode>> = {
  dashboard: <TargetIcon />,
  reading: <BookIcon />,
  listening: <HeadphonesIcon />,
  writing: <PenIcon />,
  speaking: <MicIcon />,
  users: <UserIcon />,
  analytics: <ChartIcon />,
};

type TProps = { current: TAdminView; onSelect: (view: TAdminView) => void };

/**
 * The sidebar: a rail of icons that widens to show names and sub items while hovered, while keyboard focus
 * is inside, or after its toggle is pressed (the way in on touch screens).
 */
export function AdminSidebar({ current, onSelect }: TProps) {
  const { t } = useTranslation();
  const sidebar = useSidebarOpen();
  const listId = useId();
  const item = (view: TAdminView, sub: boolean) => (
    <li key={view}>
      <button
        type="button"
        className={sub ? styles.subItem : styles.item}
        aria-current={current === view ? "page" : undefined}
        onClick={() => {
          sidebar.unpin();
          onSelect(view);
        }}
        data-testid={`admin-nav-${view}`}
      >
        {sub ? null : <span className={styles.itemIcon}>{ICONS[view]}</span>}
        <span className={styles.itemLabel}>{t(`admin.nav.${view}`)}</span>
      </button>
    </li>
  );
  return (
    <nav
      className={styles.sidebar}
      data-open={sidebar.open}
      aria-label={t("admin.nav.label")}
      data-testid="admin-sidebar"
      {...sidebar.navProps}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-label={t("admin.nav.toggle")}
        aria-controls={listId}
        data-testid="admin-sidebar-toggle"
        {...sidebar.toggleProps}
      >
        <ListIcon aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.modules}>
        {SIDEBAR.map((module) => (
          <li key={module.view}>
            <ul className={styles.moduleGroup}>
              {item(module.view, false)}
              {module.children.map((child) => item(child, true))}
            </ul>
          </li>
        ))}
        {/* Classes are their own area (teachers use it too): a link out, not a view of this page. */}
        <li>
          <Link to="/teach" className={styles.item} data-testid="admin-nav-teaching">
            <span className={styles.itemIcon}>
              <ClassIcon />
            </span>
            <span className={styles.itemLabel}>{t("admin.nav.teaching")}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
