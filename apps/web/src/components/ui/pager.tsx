import { useEffect, useRef } from "react";
import { Button } from "./button";
import { ArrowLeftIcon, ArrowRightIcon } from "./icons";
import styles from "./pager.module.css";

type TProps = {
  page: number;
  pages: number;
  /** A page is loading: both buttons wait. */
  busy: boolean;
  onPage: (page: number) => void;
  /** The texts, in the caller's words: the navigation's name, the two buttons and where the reader is. */
  text: { label: string; previous: string; next: string; position: string };
  /** Prefix of the test ids: `${testId}-previous`, `${testId}-page`, `${testId}-next`. */
  testId: string;
};

type TSide = "previous" | "next";

/** Previous, where the reader is (announced as it changes), Next: shown only when there is more than one page. */
export function Pager({ page, pages, busy, onPage, text, testId }: TProps) {
  const buttons = { previous: useRef<HTMLButtonElement>(null), next: useRef<HTMLButtonElement>(null) };
  const pressed = useRef<TSide | null>(null);
  // A button disabled under the keyboard's focus (while the page loads, or at the last page) drops focus to the
  // page's body: hand it back to the button pressed, or to the other one when that one is now at its end.
  useEffect(() => {
    const side = pressed.current;
    const active = document.activeElement;
    // Chromium moves focus off a button disabled under it only at its next frame: count that one as dropped too.
    const ours = active === buttons.previous.current || active === buttons.next.current;
    const dropped = active === null || active === document.body || (ours && (active as HTMLButtonElement).disabled);
    if (busy || side === null || !dropped) return;
    const same = buttons[side].current;
    const other = buttons[side === "next" ? "previous" : "next"].current;
    (same && !same.disabled ? same : other)?.focus();
  });
  if (pages <= 1) return null;
  const go = (side: TSide) => {
    pressed.current = side;
    onPage(side === "next" ? page + 1 : page - 1);
  };
  return (
    <nav className={styles.pager} aria-label={text.label}>
      <Button
        ref={buttons.previous}
        variant="secondary"
        icon={<ArrowLeftIcon />}
        disabled={page <= 1 || busy}
        onClick={() => go("previous")}
        data-testid={`${testId}-previous`}
      >
        {text.previous}
      </Button>
      <span aria-live="polite" data-testid={`${testId}-page`}>
        {text.position}
      </span>
      <Button
        ref={buttons.next}
        variant="secondary"
        disabled={page >= pages || busy}
        onClick={() => go("next")}
        data-testid={`${testId}-next`}
      >
        {text.next}
        <ArrowRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
