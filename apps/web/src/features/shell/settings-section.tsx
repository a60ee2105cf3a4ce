import type { ReactNode } from "react";
import styles from "./settings.module.css";

type TProps = { id: string; title: string; testId?: string; children: ReactNode };

/** One titled part of Settings (account, tokens, privileges, devices, password): the title names the region. */
export function SettingsSection({ id, title, testId, children }: TProps) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
