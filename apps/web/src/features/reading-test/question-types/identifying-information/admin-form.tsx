import { defineAdminForm } from "../admin-shared/admin-form-module";
import { StatementsForm, statementsModel } from "../admin-shared/statements-form";

/** TRUE / FALSE / NOT GIVEN: the statements, one per line. */
export const identifyingInformationAdminForm = defineAdminForm<"IDENTIFYING_INFORMATION", { statements: string }>(
  statementsModel,
  StatementsForm,
);
