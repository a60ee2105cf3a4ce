import { useTranslation } from "react-i18next";
import styles from "./multiple-choice.module.css";

/** Review marks of one option: chosen and right, chosen and wrong, or right but not chosen. */
export type TOptionMark = "correct" | "incorrect" | "missed";

/** One option row: a radio or checkbox with its letter and text, marked in review. */
export function OptionRow(props: {
  type: "radio" | "checkbox";
  name: string;
  letter: string;
  text: string;
  checked: boolean;
  readOnly: boolean;
  mark?: TOptionMark;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.option} data-mark={props.mark} data-checked={props.checked}>
      <input
        type={props.type}
        name={props.name}
        value={props.letter}
        checked={props.checked}
        // Review: the choice stays visible (and read out as checked) but cannot change.
        disabled={props.readOnly}
        onChange={props.onChange}
      />
      <span className={styles.letter}>{props.letter}</span>
      <span className={styles.text}>{props.text}</span>
      {props.mark ? <span className={styles.markText}>{t(`questionTypes.common.${props.mark}`)}</span> : null}
    </label>
  );
}

/** How an option reads in review. */
export function optionMark(chosen: boolean, inKey: boolean): TOptionMark | undefined {
  if (chosen) return inKey ? "correct" : "incorrect";
  return inKey ? "missed" : undefined;
}
