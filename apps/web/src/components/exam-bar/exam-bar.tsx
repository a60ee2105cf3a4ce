import { type ComponentPropsWithRef, type ReactNode, useEffect, useRef } from "react";
import { ArrowLeftIcon } from "../ui/icons";
import styles from "./exam-bar.module.css";

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ");

type TTopBarProps = {
  /** The way out, first on the left: Exit Test, Back to Records. */
  exit: { label: ReactNode; onClick: () => void; testId: string };
  /** The exam's label beside the way out (an `ExamInfo`). */
  info: ReactNode;
  /** The clock, centred between the two sides; none leaves two columns. */
  centre?: ReactNode;
  right: ReactNode;
  className?: string;
  testId: string;
};

/** The exam's top bar: the way out and the label on the left, the clock centred, controls on the right. */
export function ExamTopBar({ exit, info, centre, right, className, testId }: TTopBarProps) {
  return (
    <header className={join(styles.topBar, className)} data-testid={testId}>
      <div className={styles.topLeft}>
        <ExamBarButton onClick={exit.onClick} data-testid={exit.testId}>
          <ArrowLeftIcon aria-hidden="true" />
          <span className={styles.exitLabel}>{exit.label}</span>
        </ExamBarButton>
        {info}
      </div>
      {centre}
      <div className={styles.topRight}>{right}</div>
    </header>
  );
}

/** A button of the exam's top bar (Exit Test, Options, Retry this passage). */
export function ExamBarButton({ className, type = "button", ...rest }: ComponentPropsWithRef<"button">) {
  return <button type={type} className={join(styles.barButton, className)} {...rest} />;
}

type TInfoProps = {
  label: ReactNode;
  testTaker: ReactNode;
  testTakerTestId: string;
  /** The label is the page's heading (the review): a block with an h1 rather than inline text. */
  heading?: boolean;
  labelClassName?: string;
};

/** The exam's label and the attempt's test-taker id, one above the other. */
export function ExamInfo({ label, testTaker, testTakerTestId, heading = false, labelClassName }: TInfoProps) {
  const id = (
    <span className={styles.testTaker} data-testid={testTakerTestId}>
      {testTaker}
    </span>
  );
  if (heading) {
    return (
      <div className={styles.examInfo}>
        <h1 className={join(styles.examLabel, labelClassName)}>{label}</h1>
        {id}
      </div>
    );
  }
  return (
    <span className={styles.examInfo}>
      <span className={join(styles.examLabel, labelClassName)}>{label}</span>
      {id}
    </span>
  );
}

type TStripProps = { label: string; testId: string; children: ReactNode };

/** The exam's bottom strip of question buttons and whatever sits beside them. */
export function QuestionStrip({ label, testId, children }: TStripProps) {
  return (
    <nav className={styles.strip} aria-label={label} data-testid={testId}>
      {children}
    </nav>
  );
}

/** Pixels left beside the current question's button when the strip scrolls to it. */
const FOLLOW_MARGIN_PX = 12;

/**
 * The numbered list of a strip's question buttons. Where it scrolls sideways (a phone), it keeps the current
 * question's button (`aria-current`) in view as the learner moves through the questions; only the list scrolls.
 */
export function StripList({ current, children }: { current: number | null; children: ReactNode }) {
  const list = useRef<HTMLOListElement | null>(null);
  useEffect(() => {
    const element = list.current;
    const button = element?.querySelector<HTMLElement>('[aria-current="true"]');
    if (current === null || !element || !button || element.scrollWidth <= element.clientWidth) return;
    const box = element.getBoundingClientRect();
    const target = button.getBoundingClientRect();
    if (target.left < box.left) element.scrollLeft -= box.left - target.left + FOLLOW_MARGIN_PX;
    else if (target.right > box.right) element.scrollLeft += target.right - box.right + FOLLOW_MARGIN_PX;
  }, [current]);
  return (
    <ol className={styles.stripList} ref={list}>
      {children}
    </ol>
  );
}

/** One question's button in the strip; `aria-current` outlines it, `data-flagged` draws it as a circle. */
export function StripButton({ className, type = "button", ...rest }: ComponentPropsWithRef<"button">) {
  return <button type={type} className={join(styles.stripButton, className)} {...rest} />;
}
