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

/** Previous, where the reader is, Next: shown only when there is more than one page. */
export function Pager({ page, pages, busy, onPage, text, testId }: TProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={text.label}>
      <Button
        variant="secondary"
        icon={<ArrowLeftIcon />}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
        data-testid={`${testId}-previous`}
      >
        {text.previous}
      </Button>
      <span data-testid={`${testId}-page`}>{text.position}</span>
      <Button
        variant="secondary"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        {text.next}
        <ArrowRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
