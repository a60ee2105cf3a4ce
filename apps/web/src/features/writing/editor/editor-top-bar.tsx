import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import chrome from "../../../components/exam-bar/exam-bar.module.css";
import { ArrowLeftIcon, GearIcon, ListIcon } from "../../../components/ui/icons";
import styles from "./editor.module.css";

type TProps = { testTakerId: string; timer: ReactNode; onBack: () => void; onOptions: () => void };

/** The editor's top bar: Back, the WT- test-taker id, the optional countdown, My essays and Options. */
export function EditorTopBar({ testTakerId, timer, onBack, onOptions }: TProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.topBar} data-testid="writing-top-bar">
      <div className={styles.topLeft}>
        <button
          type="button"
          className={styles.barButton}
          onClick={onBack}
          aria-label={t("writingEditor.backLabel")}
          data-testid="writing-back"
        >
          <ArrowLeftIcon aria-hidden="true" />
          <span aria-hidden="true" className="narrow-visually-hidden">
            {t("writingEditor.back")}
          </span>
        </button>
        <span className={chrome.testTaker} data-testid="writing-test-taker">
          {t("writingEditor.testTaker", { id: testTakerId })}
        </span>
      </div>
      <div className={styles.topRight}>
        {timer}
        {/* Leaving with unsaved writing asks first, as Back does. */}
        <Link to="/writing/essays" className={styles.barButton} data-testid="writing-my-essays">
          <ListIcon aria-hidden="true" />
          <span className="narrow-visually-hidden">{t("essays.link")}</span>
        </Link>
        <button type="button" className={styles.barButton} onClick={onOptions} data-testid="writing-options">
          <GearIcon aria-hidden="true" />
          <span className="narrow-visually-hidden">{t("writingEditor.options")}</span>
        </button>
      </div>
    </div>
  );
}
