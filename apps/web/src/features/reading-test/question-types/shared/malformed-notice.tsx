import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { useTranslation } from "react-i18next";
import styles from "./shared.module.css";

/** The inline notice a module shows instead of its questions when its data cannot be rendered. */
export function MalformedNotice({ message }: { message: string }) {
  return (
    <p className={styles.notice} role="alert">
      {message}
    </p>
  );
}

/** "Invalid sentence completion data" and its siblings, named by question type. */
export function InvalidDataNotice({ type }: { type: TQuestionType }) {
  const { t } = useTranslation();
  return (
    <MalformedNotice
      message={t("questionTypes.common.invalidData", { type: t(`questionTypes.common.dataNames.${type}`) })}
    />
  );
}
