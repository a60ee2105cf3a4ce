import type { TReadingPractice } from "@bandcraft/contract/reading";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { getValidSession } from "../../../lib/session";
import { ADMIN_EDIT_ID_KEY } from "../shell/edit-handover";
import { describeFailure, fetchPractice, type TCallFailure, type TSearchMode } from "./reading-editor.api";

export type TSearchError =
  | { kind: "blank"; mode: TSearchMode }
  | { kind: "authRequired" }
  | { kind: "failure"; mode: TSearchMode; failure: TCallFailure };

/** The id a test card left; reading storage can fail (private mode), which means none. */
function handedId(): string | null {
  try {
    return sessionStorage.getItem(ADMIN_EDIT_ID_KEY)?.trim() || null;
  } catch {
    return null;
  }
}

function forgetHandedId() {
  try {
    sessionStorage.removeItem(ADMIN_EDIT_ID_KEY);
  } catch {
    // Nothing stored to forget.
  }
}

/** The editor's search: by exact id or partial title, trimmed, with its fixed messages. */
export function useEditorSearch(onOpen: (practice: TReadingPractice) => void) {
  const [mode, setModeState] = useState<TSearchMode>("id");
  const [query, setQuery] = useState("");
  const [error, setError] = useState<TSearchError | null>(null);
  const open = useRef(onOpen);
  open.current = onOpen;
  const search = useMutation({
    mutationFn: ({ searchMode, q }: { searchMode: TSearchMode; q: string }) => fetchPractice(searchMode, q),
    onMutate: () => setError(null),
    onSuccess: (practice) => open.current(practice),
    onError: (e, { searchMode }) => setError({ kind: "failure", mode: searchMode, failure: describeFailure(e) }),
  });

  /** Runs a search; resolves once it has answered either way (the handed-over id is forgotten then). */
  const run = async (searchMode: TSearchMode, raw: string) => {
    const q = raw.trim();
    if (q === "") {
      setError({ kind: "blank", mode: searchMode });
      return;
    }
    if (!getValidSession()) {
      setError({ kind: "authRequired" });
      return;
    }
    await search.mutateAsync({ searchMode, q }).catch(() => undefined);
  };
  const runRef = useRef(run);
  runRef.current = run;

  // Once per mount (a ref survives StrictMode's second effect run). The id is forgotten once the fetch
  // has answered, so a reload while it is under way still opens the test.
  const took = useRef(false);
  useEffect(() => {
    if (took.current) return;
    took.current = true;
    const id = handedId();
    if (id === null) return;
    setQuery(id);
    void runRef.current("id", id).finally(forgetHandedId);
  }, []);

  const setMode = (next: TSearchMode) => {
    setModeState(next);
    setError(null);
  };
  return { mode, setMode, query, setQuery, busy: search.isPending, error, submit: () => run(mode, query) };
}
