// The Reading test's public entry: all that other features may use of it. The admin editor builds on the
// question types' admin forms and previews a draft in the test's own frame on an attempt kept in the page; the
// review shows a submitted attempt in the test's own view, read-only.

export { LocalScreenProvider, type TLocalScreen } from "./engine/local-screen";
export { revealPaneOf } from "./engine/panes";
export {
  allQuestionNumbers,
  parseTestPractice,
  type TParsedSection,
  type TTestPractice,
} from "./engine/parse-practice";
export { PracticeView, type TReviewMode } from "./engine/practice-view";
export { SCROLL_OFFSET_PX, scrollToQuestion } from "./engine/scroll-to-question";
export type { TTestAttempt } from "./engine/test-attempt";
export { TestFrame } from "./engine/test-frame";
export { TestShell } from "./engine/test-shell";
export { useLocalAttempt } from "./engine/use-local-attempt";
export {
  contextOf,
  EXPLANATION_ITEM_ID,
  passageComponentId,
  passageGlobalBase,
  statsOf,
} from "./highlighting/highlight-rules";
export type { THighlighting } from "./highlighting/use-highlights";
export { ADMIN_FORMS, adminFormFor } from "./question-types/admin-forms";
export type { TAdminFormProps as AdminFormProps } from "./question-types/admin-shared/admin-form-module";
export { AutoTextarea } from "./question-types/admin-shared/auto-textarea";
export { formatAnswerList, splitAnswerList } from "./question-types/admin-shared/editing-rules";
export { sameJson } from "./question-types/admin-shared/json-guards";
