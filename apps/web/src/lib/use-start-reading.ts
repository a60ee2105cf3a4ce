import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { startedNavigation, startReading, type TStartFailure, type TStartRequest } from "./reading-start";

type TOptions = {
  /** Said to the learner when the test does not start (no tokens, too many tests in progress, no network). */
  onFailed: (failure: TStartFailure) => void;
  /** The started test replaces this address in the history (a page that only exists to start one). */
  replace?: boolean;
};

/**
 * Starting a Reading test from any screen: spends the tokens, then opens the attempt at its own address
 * with the start handed over; a failure goes to `onFailed`. `start` takes per-call callbacks too, e.g.
 * `onSettled` to close the dialog that asked.
 */
export function useStartReading({ onFailed, replace = false }: TOptions) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (request: TStartRequest) => startReading(request),
    onSuccess: (result) => {
      if (!result.ok) {
        onFailed(result);
        return;
      }
      const { to, state } = startedNavigation(result);
      navigate(to, { state, replace });
    },
  });
  return { starting: mutation.isPending, start: mutation.mutate };
}
