import type { ReactNode } from "react";
import { Button } from "./button";
import styles from "./feature-card.module.css";
import { ArrowRightIcon, LockIcon } from "./icons";

export type TFeatureCardProps = {
  icon: ReactNode;
  title: string;
  description: string;
  actionLabel: string;
  onAction?: () => void;
  /** Disabled cards show their label (e.g. "Coming soon") on a disabled button. */
  disabled?: boolean;
  tone?: "blue" | "teal" | "violet" | "amber";
  testId?: string;
};

/**
 * A card with one action. The button's hit area is stretched over the whole card (CSS), so the card is
 * clickable while the keyboard and screen readers meet one ordinary button.
 */
export function FeatureCard({
  icon,
  title,
  description,
  actionLabel,
  onAction,
  disabled,
  tone = "blue",
  testId,
}: TFeatureCardProps) {
  return (
    <article className={`${styles.card} ${styles[tone]} ${disabled ? styles.disabled : ""}`} data-testid={testId}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.description}>{description}</p>
      <Button
        className={styles.action}
        variant={disabled ? "secondary" : "primary"}
        disabled={disabled}
        onClick={onAction}
        aria-label={`${title}: ${actionLabel}`}
        icon={disabled ? <LockIcon /> : undefined}
      >
        {actionLabel}
        {disabled ? null : <ArrowRightIcon className={styles.arrow} aria-hidden="true" />}
      </Button>
    </article>
  );
}
