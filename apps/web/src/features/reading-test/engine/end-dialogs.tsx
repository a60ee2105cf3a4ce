import { ExitDialog } from "./exit-dialog";
import { SubmitReviewDialog, type TReviewPart } from "./submit-review-dialog";
import type { TTestAttempt } from "./test-attempt";
import type { TTestControls } from "./use-test-controls";

type TProps = {
  attempt: Pick<TTestAttempt, "currentPart" | "setCurrentPart" | "submit">;
  controls: TTestControls;
  parts: readonly TReviewPart[];
  /** Seconds left on a timed test's clock; null for count-up practice. */
  remaining: number | null;
  onExit: () => void;
};

/** The two dialogs that end a test: the review before submitting, and Exit Test's question. */
export function EndDialogs({ attempt, controls, parts, remaining, onExit }: TProps) {
  const { jump, reviewing, setReviewing, leaving, setLeaving } = controls;
  return (
    <>
      <SubmitReviewDialog
        open={reviewing}
        parts={parts}
        onClose={() => setReviewing(false)}
        onJump={(toPart, n) => {
          setReviewing(false);
          if (toPart !== attempt.currentPart) attempt.setCurrentPart(toPart);
          // After the dialog has closed and given the focus back, or that would take it from the question.
          setTimeout(() => jump(n), 0);
        }}
        onSubmit={() => {
          setReviewing(false);
          void attempt.submit();
        }}
      />
      <ExitDialog open={leaving} remaining={remaining} onStay={() => setLeaving(false)} onLeave={onExit} />
    </>
  );
}
