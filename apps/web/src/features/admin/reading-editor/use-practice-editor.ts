import { useMutation } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { getValidSession } from "../../../lib/session";
import {
  clientProblems,
  layoutOf,
  type TClientProblem,
  type TEditorPractice,
  type TSavePayload,
  toSavePayload,
} from "./editor-state";
import { describeFailure, savePractice, type TCallFailure } from "./reading-editor.api";

/** The success banner's life. */
export const BANNER_MS = 3000;

export type TEditorBanner =
  | { kind: "saved" }
  | { kind: "authRequired" }
  | { kind: "client"; problems: TClientProblem[] }
  | { kind: "failure"; failure: TCallFailure }
  | null;

/**
 * One practice being edited: local changes until Save, whether anything is unsaved, and
 * the save with its banners. `saved` says whether `initial` is what the server holds (a fresh copy is not).
 */
export function usePracticeEditor(initial: TEditorPractice, saved: boolean) {
  const [practice, setPractice] = useState(initial);
  const [baseline, setBaseline] = useState(() => (saved ? JSON.stringify(toSavePayload(initial)) : ""));
  const [banner, setBanner] = useState<TEditorBanner>(null);
  const [attempted, setAttempted] = useState(false);
  const current = useMemo(() => JSON.stringify(toSavePayload(practice)), [practice]);
  const layout = useMemo(() => layoutOf(practice), [practice]);
  const dirty = current !== baseline;

  useEffect(() => {
    if (banner?.kind !== "saved") return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const saveCall = useMutation({
    mutationFn: (payload: TSavePayload) => savePractice(payload),
    onMutate: () => setBanner(null),
    onSuccess: (id, payload) => {
      setPractice((p) => ({ ...p, id }));
      // The id leads the payload, as toSavePayload writes it.
      setBaseline(JSON.stringify({ readingPracticeID: id, ...payload }));
      setBanner({ kind: "saved" });
    },
    onError: (error) => setBanner({ kind: "failure", failure: describeFailure(error) }),
  });
  const saving = saveCall.isPending;

  const save = () => {
    if (saving) return;
    setAttempted(true);
    if (!getValidSession()) {
      setBanner({ kind: "authRequired" });
      return;
    }
    const problems = clientProblems(practice);
    if (problems.length > 0) {
      setBanner({ kind: "client", problems });
      return;
    }
    saveCall.mutate(toSavePayload(practice));
  };

  return { practice, update: setPractice, dirty, saving, banner, attempted, layout, save };
}

export type TPracticeEditor = ReturnType<typeof usePracticeEditor>;
