import styles from "./spinner.module.css";

/** A small busy indicator; `label` is announced politely to screen readers. */
export function Spinner({ label, size = 20 }: { label?: string; size?: number }) {
  return (
    <span className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      {label ? <span className={styles.label}>{label}</span> : null}
    </span>
  );
}
