import { defineAdminForm } from "../admin-shared/admin-form-module";
import { StatementsFields, statementsModel, type TStatementsDraft } from "../admin-shared/statements-form";

/** TRUE / FALSE / NOT GIVEN: the statements, one per line. */
export const identifyingInformationAdminForm = defineAdminForm<"IDENTIFYING_INFORMATION", TStatementsDraft>(
  statementsModel,
  StatementsFields,
);
