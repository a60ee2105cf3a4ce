import type { ReactNode } from "react";
import styles from "./hero.module.css";

/** A page's hero: heading, description and optional badges (the marketing claims or stats). */
export function Hero({
  title,
  description,
  badges,
  testId,
}: {
  title: string;
  description: string;
  /** `id` names a badge whose text is not a plain string (a live count). */
  badges?: { icon?: ReactNode; text: ReactNode; id?: string }[];
  testId?: string;
}) {
  return (
    <section className={styles.hero} data-testid={testId}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      {badges && badges.length > 0 ? (
        <ul className={styles.badges}>
          {badges.map((b) => (
            <li key={b.id ?? String(b.text)} className={styles.badge}>
              {b.icon ? (
                <span className={styles.badgeIcon} aria-hidden="true">
                  {b.icon}
                </span>
              ) : null}
              {b.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
