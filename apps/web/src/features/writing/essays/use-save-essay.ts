import type { TEssaySaveRequest } from "@bandcraft/contract/writing";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { saveEssay, serverMessage } from "./essays-api";

export type TSaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; essayID: string; text: string }
  | { status: "failed"; message: string | null };

/** "Save essay": one request at a time; the draft in the browser is untouched whatever the answer. */
export function useSaveEssay() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TSaveState>({ status: "idle" });
  const busy = useRef(false);

  const save = useCallback(
    async (request: TEssaySaveRequest) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: "saving" });
      try {
        const essayID = await saveEssay(request);
        setState({ status: "saved", essayID, text: request.text });
        void queryClient.invalidateQueries({ queryKey: ["essays"] });
      } catch (e) {
        setState({ status: "failed", message: serverMessage(e) });
      } finally {
        busy.current = false;
      }
    },
    [queryClient],
  );

  return { state, save };
}
