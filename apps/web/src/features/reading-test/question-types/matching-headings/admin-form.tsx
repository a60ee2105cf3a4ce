import { ROMAN_NUMERALS } from "@bandcraft/contract/question-types/shared";
import { useTranslation } from "react-i18next";
import { Button, RemoveButton } from "../../../../components/ui/button";
import field from "../../../../components/ui/field.module.css";
import styles from "../admin-shared/admin-form.module.css";
import { defineAdminForm, type TDraftFieldsProps, type TDraftModel } from "../admin-shared/admin-form-module";
import { nextRomanKey, sortByRoman } from "../admin-shared/editing-rules";
import { integersOf, textOf } from "../admin-shared/json-guards";
import { KeyedListField, type TKeyedEntry } from "../admin-shared/keyed-list-field";
import { entryNumbers } from "../admin-shared/question-numbering";

type TRoman = (typeof ROMAN_NUMERALS)[number];
type THeading = { key: TRoman; text: string };
/** asList: the content gave a list of {key, text}, and is written back as one. */
type TDraft = { headings: THeading[]; asList: boolean; positions: number[] };

const isRoman = (key: string): key is TRoman => (ROMAN_NUMERALS as readonly string[]).includes(key);

function headingsOf(value: unknown): THeading[] {
  const raw: { key: string; text: string }[] = Array.isArray(value)
    ? value.map((h) => ({ key: textOf(h?.key), text: textOf(h?.text) }))
    : Object.entries(typeof value === "object" && value !== null ? value : {}).map(([key, text]) => ({
        key,
        text: textOf(text),
      }));
  return sortByRoman(raw.filter((h): h is THeading => isRoman(h.key)));
}

const model: TDraftModel<"MATCHING_HEADINGS", TDraft> = {
  empty: () => ({ headings: {}, paragraphPositions: [] }),
  toDraft: (c) => ({
    headings: headingsOf(c.headings),
    asList: Array.isArray(c.headings),
    positions: integersOf(c.paragraphPositions),
  }),
  fromDraft: (d) => {
    const headings = sortByRoman(d.headings);
    return {
      headings: d.asList
        ? headings.map((h) => ({ key: h.key, text: h.text }))
        : Object.fromEntries(headings.map((h) => [h.key, h.text])),
      paragraphPositions: d.positions,
    };
  },
};

function MatchingHeadingsFields({ draft, update, idPrefix, paragraphs, firstNumber }: TDraftFieldsProps<TDraft>) {
  const { t } = useTranslation();
  const setHeadings = (entries: TKeyedEntry[]) =>
    update({ headings: sortByRoman(entries.filter((e): e is THeading => isRoman(e.key))) });
  const setPosition = (i: number, value: number) =>
    update((d) => ({ ...d, positions: d.positions.map((p, j) => (j === i ? value : p)) }));
  const firstUnused = () => {
    const free = paragraphs.findIndex((_, i) => !draft.positions.includes(i));
    return free === -1 ? 0 : free;
  };
  // A position outside the passage stays choosable, so loading such content does not change it.
  const choices = (current: number) =>
    current >= paragraphs.length ? [...paragraphs.keys(), current] : [...paragraphs.keys()];
  return (
    <>
      <KeyedListField
        idPrefix={`${idPrefix}-heading`}
        legend={t("admin.editor.form.headings")}
        hint={t("admin.editor.form.headingsHint")}
        entries={draft.headings}
        onChange={setHeadings}
        nextKey={nextRomanKey}
        testId={`${idPrefix}-headings`}
      />
      <fieldset className={styles.fieldset} data-testid={`${idPrefix}-positions`}>
        <legend className={field.label}>{t("admin.editor.form.paragraphPositions")}</legend>
        <p className={field.hint}>{t("admin.editor.form.paragraphPositionsHint")}</p>
        <ol className={styles.entries}>
          {draft.positions.map((position, i) => {
            const id = `${idPrefix}-position-${i}`;
            // Each paragraph is one question, numbered as the learner sees it.
            const n = entryNumbers(firstNumber, i).from;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a position is its place in the list
              <li key={i} className={styles.entryRow}>
                <label htmlFor={id} className={styles.keyBadge}>
                  <span className="visually-hidden">{t("admin.editor.form.positionN", { n })}</span>
                  <span aria-hidden="true" data-testid={`${id}-number`}>
                    {n}
                  </span>
                </label>
                <select
                  id={id}
                  className={field.compact}
                  value={position}
                  onChange={(e) => setPosition(i, Number(e.target.value))}
                  data-testid={id}
                >
                  {choices(position).map((p) => (
                    <option key={p} value={p}>
                      {t("admin.editor.form.paragraphChoice", { hint: paragraphs[p]?.hint ?? "?", n: p + 1 })}
                    </option>
                  ))}
                </select>
                <RemoveButton
                  label={t("admin.editor.form.removePosition", { n })}
                  onClick={() => update((d) => ({ ...d, positions: d.positions.filter((_, j) => j !== i) }))}
                />
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={paragraphs.length === 0}
            onClick={() => update((d) => ({ ...d, positions: [...d.positions, firstUnused()] }))}
            data-testid={`${idPrefix}-add-position`}
          >
            {t("admin.editor.form.addPosition")}
          </Button>
        </div>
      </fieldset>
    </>
  );
}

/** Matching headings: headings keyed i…x in roman order, and the paragraphs that take one. */
export const matchingHeadingsAdminForm = defineAdminForm(model, MatchingHeadingsFields);
