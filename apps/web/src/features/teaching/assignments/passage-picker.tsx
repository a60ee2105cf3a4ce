import { MAX_ASSIGNED_PASSAGES, type TCatalogue } from "@bandcraft/contract/assignments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RemoveButton } from "../../../components/ui/button";
import formStyles from "./assignment-form.module.css";
import styles from "./assignments.module.css";
import { ChoiceOption, SearchField } from "./picker-parts";
import type { TAssignmentFormState } from "./use-assignment-form";

type TProps = { catalogue: TCatalogue; state: TAssignmentFormState };

/**
 * Passages filtered by title; up to MAX_ASSIGNED_PASSAGES ticked, which become the paper's parts in the order
 * ticked and can be reordered in the list of chosen ones.
 */
export function PassagePicker({ catalogue, state }: TProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState("");
  const chosen = state.form.practiceIDs;
  const full = chosen.length >= MAX_ASSIGNED_PASSAGES;
  const byID = new Map(catalogue.passages.map((p) => [p.practiceID, p]));
  const needle = filter.trim().toLowerCase();
  const shown = catalogue.passages.filter((p) => needle === "" || p.title.toLowerCase().includes(needle));
  return (
    <fieldset className={formStyles.choices}>
      <legend className={formStyles.legend}>
        {t("assignments.form.choosePassages", { max: MAX_ASSIGNED_PASSAGES })}
      </legend>
      {chosen.length > 0 ? (
        <ol className={formStyles.chosen} aria-label={t("assignments.form.chosenPassages")}>
          {chosen.map((id, i) => {
            const title = byID.get(id)?.title ?? id;
            return (
              <li key={id} className={formStyles.chosenItem} data-testid="assignment-passage-chosen">
                <span className={formStyles.chosenTitle}>
                  {t("assignments.form.partTitle", { part: i + 1, title })}
                </span>
                <span className={formStyles.chosenActions}>
                  <button
                    type="button"
                    className={formStyles.move}
                    disabled={i === 0}
                    onClick={() => state.movePassage(id, -1)}
                    aria-label={t("assignments.form.moveUp", { title })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={formStyles.move}
                    disabled={i === chosen.length - 1}
                    onClick={() => state.movePassage(id, 1)}
                    aria-label={t("assignments.form.moveDown", { title })}
                  >
                    ↓
                  </button>
                  <RemoveButton
                    label={t("assignments.form.removePassage", { title })}
                    onClick={() => state.togglePassage(id)}
                  />
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p className={styles.muted} aria-live="polite" data-testid="assignment-passage-count">
        {t("assignments.form.passagesChosen", { count: chosen.length, max: MAX_ASSIGNED_PASSAGES })}
      </p>
      <SearchField
        label={t("assignments.form.findPassage")}
        value={filter}
        onChange={setFilter}
        testId="assignment-passage-filter"
      />
      {shown.length === 0 ? <p className={styles.muted}>{t("assignments.form.noMatch")}</p> : null}
      <ul className={formStyles.options}>
        {shown.map((passage) => {
          const ticked = chosen.includes(passage.practiceID);
          return (
            <ChoiceOption
              key={passage.practiceID}
              type="checkbox"
              value={passage.practiceID}
              checked={ticked}
              disabled={!ticked && full}
              onChange={() => state.togglePassage(passage.practiceID)}
              testId="assignment-passage-option"
              meta={t("assignments.form.passageMeta", { level: passage.level, count: passage.questionCount })}
            >
              <span className={formStyles.optionTitle}>{passage.title}</span>
            </ChoiceOption>
          );
        })}
      </ul>
    </fieldset>
  );
}
