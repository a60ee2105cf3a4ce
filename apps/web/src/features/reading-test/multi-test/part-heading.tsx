import { useTranslation } from "react-i18next";
import { ArrowLeftIcon, ArrowRightIcon } from "../../../components/ui/icons";
import { PartBanner } from "../engine/part-banner";
import styles from "./multi-test.module.css";

type TProps = {
  level: number | undefined;
  numbers: readonly number[];
  part: number;
  parts: number;
  onPart: (part: number) => void;
};

/** "Part N" with its question range, between the previous-part and next-part arrows. */
export function PartHeading({ level, numbers, part, parts, onPart }: TProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.heading}>
      <div className={styles.banner}>
        <PartBanner level={level} numbers={numbers} />
      </div>
      <div className={styles.arrows}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => onPart(part - 1)}
          disabled={part <= 0}
          aria-label={t("testAttempt.multi.previousPart")}
          title={t("testAttempt.multi.previousPart")}
          data-testid="part-previous"
        >
          <ArrowLeftIcon aria-hidden="true" />
        </button>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => onPart(part + 1)}
          disabled={part >= parts - 1}
          aria-label={t("testAttempt.multi.nextPart")}
          title={t("testAttempt.multi.nextPart")}
          data-testid="part-next"
        >
          <ArrowRightIcon aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
