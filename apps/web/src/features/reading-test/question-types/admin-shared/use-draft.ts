import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { useCallback, useRef, useState } from "react";
import type { TContentOf, TDraftModel, TDraftUpdate } from "./admin-form-module";

/**
 * A form's draft: read once from the content when the form mounts, then every edit goes to the draft
 * and, written back as content, to the editor. The editor remounts the form when the content is
 * replaced from outside (the JSON editor, another practice).
 */
export function useDraft<T extends TQuestionType, D>(
  model: TDraftModel<T, D>,
  content: TContentOf<T>,
  onChange: (content: TContentOf<T>) => void,
): [D, TDraftUpdate<D>] {
  const [draft, setDraft] = useState(() => model.toDraft(content));
  const latest = useRef(draft);
  const send = useRef(onChange);
  send.current = onChange;
  const update = useCallback<TDraftUpdate<D>>(
    (change) => {
      const next = typeof change === "function" ? change(latest.current) : { ...latest.current, ...change };
      latest.current = next;
      setDraft(next);
      send.current(model.fromDraft(next));
    },
    [model],
  );
  return [draft, update];
}
