import { type ComponentPropsWithoutRef, type ComponentType, type ReactNode, type SVGProps, useId } from "react";
import styles from "./state-message.module.css";

type TProps = Omit<ComponentPropsWithoutRef<"section">, "title" | "className"> & {
  /** "screen" takes the window where a test or a review would be; "box" is a card within a page. */
  layout: "screen" | "box";
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  title?: ReactNode;
  /** h1 where the message is the page; h2 within a page that has its own heading. */
  heading?: "h1" | "h2";
  /** Buttons side by side under the text. */
  actions?: ReactNode;
  testId?: string;
};

/**
 * A message in place of content (signed out, nothing yet, a failure, a test that moved): the icon, the title
 * that names the region, then the text (paragraphs styled with this module's `text`) and the actions.
 */
export function StateMessage({
  layout,
  icon: Icon,
  title,
  heading: Heading = "h1",
  actions,
  testId,
  children,
  ...rest
}: TProps) {
  const titleId = useId();
  return (
    <section className={styles[layout]} aria-labelledby={title ? titleId : undefined} data-testid={testId} {...rest}>
      {Icon ? <Icon className={styles.icon} /> : null}
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
