import {
  MARK_CRITERIA,
  type TCriterionBands,
  type TEssayMarks,
  type TMarkComment,
  type TMarkCriterion,
} from "@bandcraft/contract/marking";
import { overallBand } from "@bandcraft/domain/essay-marks";
import { useState } from "react";
import { byPosition } from "./mark-ranges";
import type { TMarkingSave } from "./marking.api";

/** The four bands as chosen so far: a criterion without a choice is null. */
export type TBandChoices = Record<TMarkCriterion, number | null>;
/** The marking form: bands, comments in reading order (offsets in the essay's own text), the general comment. */
export type TMarkingForm = { bands: TBandChoices; comments: TMarkComment[]; general: string };

const NO_BANDS: TBandChoices = { task: null, coherence: null, lexical: null, grammar: null };

/** The form as the marks saved so far leave it (an essay not marked yet: all empty). */
export function formFromMarks(marks: TEssayMarks | null): TMarkingForm {
  return {
    bands: marks?.bands ? { ...marks.bands } : { ...NO_BANDS },
    comments: byPosition(marks?.comments ?? []),
    general: marks?.generalComment ?? "",
  };
}

/** All four bands, or null while one is missing (the contract keeps the four together or none). */
export function completeBands(bands: TBandChoices): TCriterionBands | null {
  const { task, coherence, lexical, grammar } = bands;
  if (task === null || coherence === null || lexical === null || grammar === null) return null;
  return { task, coherence, lexical, grammar };
}

/** The criteria still without a band, in the form's order. */
export const missingBands = (bands: TBandChoices) => MARK_CRITERIA.filter((c) => bands[c] === null);

/** The overall band the four give (domain overallBand), or null while one is missing. */
export function overallOf(bands: TBandChoices): number | null {
  const complete = completeBands(bands);
  return complete ? overallBand(complete) : null;
}

/** What "Save draft" (returned: false) or "Return" (returned: true) sends. */
export function saveBody(essayID: string, form: TMarkingForm, returned: boolean): TMarkingSave {
  return {
    essayID,
    bands: completeBands(form.bands),
    comments: form.comments.map(({ start, end, text }) => ({ start, end, text: text.trim() })),
    generalComment: form.general.trim(),
    returned,
  };
}

/** The form compared for changes: the general comment and comments as the server trims them. */
const shapeOf = (form: TMarkingForm) =>
  JSON.stringify({
    bands: form.bands,
    comments: form.comments.map((c) => [c.start, c.end, c.text.trim()]),
    general: form.general.trim(),
  });

/**
 * What the server kept of a form once saved: bands only when all four were chosen. So a form with one to three
 * bands stays "unsaved" after a save (its bands are not kept), and leaving it still asks.
 */
const keptShapeOf = (form: TMarkingForm) =>
  shapeOf({ ...form, bands: completeBands(form.bands) ? form.bands : { ...NO_BANDS } });

/** The marking form's state, its edits and whether it holds changes the server does not have. */
export function useMarkingForm(marks: TEssayMarks | null) {
  const [form, setForm] = useState(() => formFromMarks(marks));
  const [saved, setSaved] = useState(() => keptShapeOf(formFromMarks(marks)));
  const update = (change: (form: TMarkingForm) => TMarkingForm) => setForm((f) => change(f));
  return {
    form,
    dirty: shapeOf(form) !== saved,
    /** Call after a save succeeded with the form that was sent. */
    markSaved: (sentForm: TMarkingForm) => setSaved(keptShapeOf(sentForm)),
    setBand: (criterion: TMarkCriterion, band: number | null) =>
      update((f) => ({ ...f, bands: { ...f.bands, [criterion]: band } })),
    setGeneral: (general: string) => update((f) => ({ ...f, general })),
    /** Adds a comment in reading order; answers nothing (the list renumbers). */
    addComment: (comment: TMarkComment) => update((f) => ({ ...f, comments: byPosition([...f.comments, comment]) })),
    editComment: (index: number, text: string) =>
      update((f) => ({ ...f, comments: f.comments.map((c, i) => (i === index ? { ...c, text } : c)) })),
    removeComment: (index: number) => update((f) => ({ ...f, comments: f.comments.filter((_, i) => i !== index) })),
  };
}
export type TMarkingFormState = ReturnType<typeof useMarkingForm>;
