import { QUESTION_TYPES, type TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { TFilterTag } from "./list-filters";
import { titleCaseType } from "./type-name";

/** A filter value's label in the interface language: test type, level, or question type. */
export function useFilterLabels() {
  const { t } = useTranslation();
  return (tag: TFilterTag): string => {
    switch (tag.kind) {
      case "pageType":
        return t(`admin.testList.pageTypes.${tag.value}`);
      case "level":
        if (tag.value === -1) return t("admin.testList.levels.deleted");
        if (tag.value === 0) return t("admin.testList.levels.untagged");
        return t("admin.testList.levels.part", { part: tag.value });
      case "questionType":
        return typeName(tag.value, t);
    }
  };
}

/** A question type's name: the interface language's for the eleven, the title-cased code otherwise. */
export function typeName(code: string, t: TFunction): string {
  const known = (QUESTION_TYPES as readonly string[]).includes(code);
  return known ? t(`admin.testList.types.${code as TQuestionType}`) : titleCaseType(code);
}
