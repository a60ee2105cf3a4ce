import { useTranslation } from "react-i18next";
import { DraggableOption, DropSlot, OptionPool, useDropGroup } from "../../engine/drag-drop";
import type { TBlankContext } from "./blank-text";
import { sortedOptions, usageKey } from "./review";
import styles from "./shared.module.css";

/** A bank value as the learner saw it: "E" → "E Mesopotamia". */
export const bankLabel = (options: Readonly<Record<string, string>>, value: string) => {
  const text = options[usageKey(value)];
  return text ? `${value} ${text}` : value;
};

type TBankContext = TBlankContext & { bank: NonNullable<TBlankContext["bank"]> };

/**
 * The word bank of a completion section: three columns sorted by key. Each option is used
 * at most once (completion content has no allowRepeats), so a used option is greyed and not draggable.
 * It also registers the section's drop group, which is why it renders whenever a bank exists.
 */
export function WordBank({ ctx }: { ctx: TBankContext }) {
  const { t } = useTranslation();
  const { group, options } = ctx.bank;
  useDropGroup(group, {
    answers: ctx.answers,
    slotNumbers: ctx.numbers,
    allowRepeats: false,
    setAnswer: ctx.setAnswer,
  });
  const used = new Set(ctx.numbers.map((n) => usageKey(ctx.answers[n] ?? "")).filter(Boolean));
  return (
    <section className={styles.bank}>
      <OptionPool group={group} label={t("questionTypes.common.wordBank")}>
        <ul className={styles.bankGrid}>
          {sortedOptions(options).map(([key, text]) => (
            <li key={key}>
              <DraggableOption
                group={group}
                value={key}
                label={`${key} ${text}`}
                disabled={ctx.readOnly || used.has(usageKey(key))}
              >
                <strong className={styles.bankKey}>{key}</strong> {text}
              </DraggableOption>
            </li>
          ))}
        </ul>
      </OptionPool>
    </section>
  );
}

/** A blank answered from the bank: a drop slot showing the chosen option, clearable. */
export function BankSlot({ questionNumber, ctx }: { questionNumber: number; ctx: TBankContext }) {
  const value = ctx.answers[questionNumber] ?? "";
  return (
    <DropSlot
      group={ctx.bank.group}
      questionNumber={questionNumber}
      value={value}
      label={value ? bankLabel(ctx.bank.options, value) : ""}
      onClear={() => ctx.setAnswer(questionNumber, "")}
      readOnly={ctx.readOnly}
      // The blank's number badge already shows the number: an empty slot stays an empty box.
      placeholder={<span className={styles.emptySlot} />}
    />
  );
}

/** The bank in review: the same three sorted columns, without dragging (nothing can change). */
export function StaticBank({ options }: { options: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.bank} aria-label={t("questionTypes.common.wordBank")}>
      <ul className={styles.bankGrid}>
        {sortedOptions(options).map(([key, text]) => (
          <li key={key} className={styles.staticOption}>
            <strong className={styles.bankKey}>{key}</strong> {text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The section's bank, if it has one: draggable while answering, static in review. */
export function BankFor({ ctx }: { ctx: TBlankContext }) {
  if (!ctx.bank) return null;
  return ctx.review ? <StaticBank options={ctx.bank.options} /> : <WordBank ctx={{ ...ctx, bank: ctx.bank }} />;
}
