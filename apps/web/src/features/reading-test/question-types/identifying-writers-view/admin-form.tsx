import { defineAdminForm } from "../admin-shared/admin-form-module";
import { StatementsFields, statementsModel, type TStatementsDraft } from "../admin-shared/statements-form";

/** YES / NO / NOT GIVEN: the writer's claims, one per line. */
export const identifyingWritersViewAdminForm = defineAdminForm<"IDENTIFYING_WRITERS_VIEW", TStatementsDraft>(
  statementsModel,
  StatementsFields,
);
