import type { TQuestionType, TSectionOf } from "@bandcraft/contract/question-types/index";
import type { TParagraph } from "@bandcraft/contract/reading";
import type { ComponentType } from "react";
import styles from "./admin-form.module.css";
import { useDraft } from "./use-draft";

/** The content of a section of one question type. */
export type TContentOf<T extends TQuestionType> = TSectionOf<T>["content"];

/** What the admin editor hands a type's form: the content, where to send changes, and the passage. */
export interface TAdminFormProps<T extends TQuestionType> {
  content: TContentOf<T>;
  onChange: (content: TContentOf<T>) => void;
  /** Unique per section: prefixes the ids that tie labels to their inputs. */
  idPrefix: string;
  /** The passage, for fields that point at paragraphs (heading positions, paragraph options). */
  paragraphs: readonly TParagraph[];
  /** The section's first question number, from which its entries are numbered (1 when shown alone). */
  firstNumber?: number;
}

/** A change to a form's draft: the fields that change, or a function of the latest draft. */
export type TDraftUpdate<D> = (change: Partial<D> | ((draft: D) => D)) => void;

/** What a type's fields get: the draft and its update, with the section's id prefix and passage. */
export type TDraftFieldsProps<D> = Pick<TAdminFormProps<TQuestionType>, "idPrefix" | "paragraphs"> & {
  draft: D;
  update: TDraftUpdate<D>;
  /** The section's first question number (see question-numbering.ts). */
  firstNumber: number;
};

/**
 * A form's model: the content read into a draft the inputs edit (list fields as the text typed, so a
 * half-typed line is not reformatted under the cursor) and written back. fromDraft(toDraft(c)) must
 * give back c: admin-forms.test.ts checks it for every section of the sample bank.
 */
export interface TDraftModel<T extends TQuestionType, D> {
  /** The content a new section of this type starts with. */
  empty: () => TContentOf<T>;
  /** Reads content (possibly hand-edited JSON, so defensively) into the form's draft. */
  toDraft: (content: TContentOf<T>) => D;
  /** Writes the draft back as content, optional fields left out when empty. */
  fromDraft: (draft: D) => TContentOf<T>;
}

/** One entry of the admin-forms map. */
export interface TAdminFormModule<T extends TQuestionType> {
  Form: ComponentType<TAdminFormProps<T>>;
  empty: () => TContentOf<T>;
  /** Content as the form would write it back untouched: equal to the input when the form loses nothing. */
  roundTrip: (content: TContentOf<T>) => TContentOf<T>;
}

/**
 * Pairs a type's fields with its model (the draft type stays private to the type's folder): the form keeps
 * the draft and lays the fields out in one column.
 */
export function defineAdminForm<T extends TQuestionType, D>(
  model: TDraftModel<T, D>,
  Fields: ComponentType<TDraftFieldsProps<D>>,
): TAdminFormModule<T> {
  function Form({ content, onChange, idPrefix, paragraphs, firstNumber = 1 }: TAdminFormProps<T>) {
    const [draft, update] = useDraft(model, content, onChange);
    return (
      <div className={styles.form}>
        <Fields draft={draft} update={update} idPrefix={idPrefix} paragraphs={paragraphs} firstNumber={firstNumber} />
      </div>
    );
  }
  return { Form, empty: model.empty, roundTrip: (content) => model.fromDraft(model.toDraft(content)) };
}
