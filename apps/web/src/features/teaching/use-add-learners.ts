import type { TNewLearner } from "@bandcraft/contract/classes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { addLearners, type TAddLearnersResult, TEACHING_KEY } from "./teaching.api";
import { classFailure } from "./teaching-rules";

/** Which form sent the learners, so its refusal shows beside it. */
export type TAddSource = "emails" | "csv";

/**
 * Adding learners. The answer holds one-time passwords, so it lives only in this hook's state until the
 * dialog closes: the finished mutation is reset and, with no cache time, leaves the query client at once.
 */
export function useAddLearners(classID: string) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<TAddLearnersResult | null>(null);
  const [source, setSource] = useState<TAddSource | null>(null);
  const add = useMutation({
    mutationFn: (learners: TNewLearner[]) => addLearners(classID, learners),
    gcTime: 0,
  });
  return {
    pending: add.isPending,
    result,
    /** The refusal of the last send, for the form that sent it. */
    failureOf: (form: TAddSource) => (add.isError && source === form ? classFailure(add.error) : null),
    send: (learners: TNewLearner[], form: TAddSource, onSent: () => void) => {
      setSource(form);
      add.mutate(learners, {
        onSuccess: (answer) => {
          setResult(answer);
          add.reset();
          onSent();
          void queryClient.invalidateQueries({ queryKey: [TEACHING_KEY] });
        },
      });
    },
    clearFailure: () => {
      if (add.isError) add.reset();
    },
    /** Closing the passwords forgets them. */
    forget: () => setResult(null),
  };
}

export type TAddLearners = ReturnType<typeof useAddLearners>;
