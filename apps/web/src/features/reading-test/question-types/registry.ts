import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { QuestionTypeModule } from "../engine/question-type-module";

/**
 * The one map from question type to the module that renders it (DESIGN §8: one registry). Each type
 * helper adds its own import and one entry line here. Partial only while the modules are being
 * written; registry.test.ts asserts all eleven types are present.
 */
export type QuestionTypeModules = { [T in TQuestionType]?: QuestionTypeModule<T> };

export const QUESTION_TYPE_MODULES: QuestionTypeModules = {
  // One line per type, e.g. MULTIPLE_CHOICE: multipleChoiceModule,
};

/** The module of a type, or undefined when none is registered (the engine shows a notice). */
export const moduleFor = <T extends TQuestionType>(type: T): QuestionTypeModule<T> | undefined =>
  QUESTION_TYPE_MODULES[type] as QuestionTypeModule<T> | undefined;
