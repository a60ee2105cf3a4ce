import type { TCatalogue } from "@bandcraft/contract/assignments";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { RefreshIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";
import formStyles from "./assignment-form.module.css";
import { numbered } from "./assignment-rules";
import styles from "./assignments.module.css";
import { PassagePicker } from "./passage-picker";
import { ChoiceOption, SearchField } from "./picker-parts";
import type { TAssignmentFormState } from "./use-assignment-form";

type TProps = { catalogue: UseQueryResult<TCatalogue>; state: TAssignmentFormState; error?: string };

/** The kind's content from the bank's catalogue: a complete test, up to three passages, or a writing task. */
export function ContentPicker({ catalogue, state, error }: TProps) {
  const { t } = useTranslation();
  if (catalogue.isPending) return <Spinner label={t("assignments.form.catalogueLoading")} />;
  if (catalogue.isError) {
    return (
      <div className={styles.failure} role="alert" data-testid="assignment-catalogue-error">
        <p>{t("assignments.form.catalogueFailed")}</p>
        <Button size="sm" variant="secondary" icon={<RefreshIcon />} onClick={() => void catalogue.refetch()}>
          {t("teaching.classes.retry")}
        </Button>
      </div>
    );
  }
  const kind = state.form.kind;
  return (
    <div className={formStyles.picker}>
      {kind === "test" ? <TestPicker catalogue={catalogue.data} state={state} /> : null}
      {kind === "passages" ? <PassagePicker catalogue={catalogue.data} state={state} /> : null}
      {kind === "writing" ? <TaskPicker catalogue={catalogue.data} state={state} /> : null}
      {error ? (
        <p
          id="assignment-content-error"
          className={formStyles.fieldError}
          role="alert"
          data-testid="assignment-content-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TPickerProps = { catalogue: TCatalogue; state: TAssignmentFormState };

/** The complete tests, each by its three parts' titles. */
function TestPicker({ catalogue, state }: TPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={formStyles.choices}>
      <legend className={formStyles.legend}>{t("assignments.form.chooseTest")}</legend>
      {catalogue.tests.length === 0 ? <p className={styles.muted}>{t("assignments.form.noTests")}</p> : null}
      <ul className={formStyles.options}>
        {catalogue.tests.map((test) => (
          <ChoiceOption
            key={test.testGroup}
            type="radio"
            name="assignment-test"
            value={test.testGroup}
            checked={state.form.testGroup === test.testGroup}
            onChange={() => state.update({ testGroup: test.testGroup })}
            testId="assignment-test-option"
            meta={t("assignments.form.questions", { count: test.questionCount })}
          >
            <span className={formStyles.optionTitles}>
              {numbered(test.titles).map(({ part, title }) => (
                <span key={part}>{t("assignments.form.partTitle", { part, title })}</span>
              ))}
            </span>
          </ChoiceOption>
        ))}
      </ul>
    </fieldset>
  );
}

const PARTS = ["all", "1", "2"] as const;

/** The writing tasks by title and part, with a filter of each. */
function TaskPicker({ catalogue, state }: TPickerProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState("");
  const [part, setPart] = useState<(typeof PARTS)[number]>("all");
  const needle = filter.trim().toLowerCase();
  const shown = catalogue.writingTasks.filter(
    (task) =>
      (part === "all" || String(task.part) === part) &&
      (needle === "" || task.title.toLowerCase().includes(needle) || task.writingTaskID === state.form.writingTaskID),
  );
  return (
    <fieldset className={formStyles.choices}>
      <legend className={formStyles.legend}>{t("assignments.form.chooseTask")}</legend>
      <div className={formStyles.filters}>
        <SearchField
          label={t("assignments.form.findTask")}
          value={filter}
          onChange={setFilter}
          testId="assignment-task-filter"
        />
        <label className={formStyles.filterField}>
          <span className={formStyles.filterLabel}>{t("writingList.taskSwitch")}</span>
          <select
            className={formStyles.input}
            value={part}
            onChange={(e) => setPart(e.target.value as (typeof PARTS)[number])}
            data-testid="assignment-task-part"
          >
            {PARTS.map((p) => (
              <option key={p} value={p}>
                {p === "all" ? t("assignments.form.allTasks") : t("writingList.task", { part: p })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.length === 0 ? <p className={styles.muted}>{t("assignments.form.noMatch")}</p> : null}
      <ul className={formStyles.options}>
        {shown.map((task) => (
          <ChoiceOption
            key={task.writingTaskID}
            type="radio"
            name="assignment-task"
            value={task.writingTaskID}
            checked={state.form.writingTaskID === task.writingTaskID}
            onChange={() => state.update({ writingTaskID: task.writingTaskID })}
            testId="assignment-task-option"
            meta={t("writingList.task", { part: task.part })}
          >
            <span className={formStyles.optionTitle}>{task.title}</span>
          </ChoiceOption>
        ))}
      </ul>
    </fieldset>
  );
}
