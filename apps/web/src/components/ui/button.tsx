import type { ComponentPropsWithRef, ReactNode } from "react";
import styles from "./button.module.css";

type TVariant = "primary" | "secondary" | "ghost" | "danger";
type TSize = "sm" | "md" | "lg";

export type TButtonProps = ComponentPropsWithRef<"button"> & {
  variant?: TVariant;
  size?: TSize;
  icon?: ReactNode;
  block?: boolean;
};

/** The one button of the app; `type` defaults to "button" so nothing submits by accident. */
export function Button({
  variant = "primary",
  size = "md",
  icon,
  block,
  className,
  children,
  type = "button",
  ...rest
}: TButtonProps) {
  const cls = [styles.button, styles[variant], styles[size], block ? styles.block : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <button type={type} className={cls} {...rest}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}

/** The × that removes one thing from an editor; `label` names what goes, for screen readers. */
export function RemoveButton({
  label,
  className,
  ...rest
}: Omit<ComponentPropsWithRef<"button">, "children" | "aria-label"> & { label: string }) {
  return (
    <button
      type="button"
      className={className ? `${styles.remove} ${className}` : styles.remove}
      aria-label={label}
      {...rest}
    >
      ×
    </button>
  );
}
