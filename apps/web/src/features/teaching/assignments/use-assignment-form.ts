import { MAX_ASSIGNED_PASSAGES, type TAssignmentKind } from "@bandcraft/contract/assignments";
import { type FormEvent, useState } from "react";
import { createRequest, formProblems, newForm, type TAssignmentForm } from "./assignment-rules";
import type { useAssignmentChanges } from "./use-assignments";

type TCreate = ReturnType<typeof useAssignmentChanges>["create"];

/**
 * The new-assignment form's state: the choice of each kind is kept when switching kinds (switching back finds
 * it), the time limit goes back to the kind's suggestion, and problems show from the first press of Create.
 */
export function useAssignmentForm(classID: string, create: TCreate, onDone: () => void) {
  const [form, setForm] = useState<TAssignmentForm>(() => newForm(Date.now()));
  const [pressed, setPressed] = useState(false);
  const problems = formProblems(form);
  const update = (patch: Partial<TAssignmentForm>) => setForm((was) => ({ ...was, ...patch }));

  const setKind = (kind: TAssignmentKind) => update({ kind, timeLimit: null });
  /** Adds a passage as the next part (up to the most a paper takes), or takes it out. */
  const togglePassage = (practiceID: string) =>
    setForm((was) => {
      if (was.practiceIDs.includes(practiceID)) {
        return { ...was, practiceIDs: was.practiceIDs.filter((id) => id !== practiceID) };
      }
      if (was.practiceIDs.length >= MAX_ASSIGNED_PASSAGES) return was;
      return { ...was, practiceIDs: [...was.practiceIDs, practiceID] };
    });
  /** Moves a chosen passage one part earlier (-1) or later (+1). */
  const movePassage = (practiceID: string, by: -1 | 1) =>
    setForm((was) => {
      const ids = [...was.practiceIDs];
      const from = ids.indexOf(practiceID);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return was;
      [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
      return { ...was, practiceIDs: ids };
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPressed(true);
    if (Object.keys(problems).length > 0 || create.isPending) return;
    create.mutate(createRequest(classID, form), { onSuccess: onDone });
  };

  return {
    form,
    update,
    setKind,
    togglePassage,
    movePassage,
    submit,
    problems: pressed ? problems : {},
  };
}

/** The form as the dialog's parts receive it. */
export type TAssignmentFormState = ReturnType<typeof useAssignmentForm>;
