import { useState } from "react";
import { scrollToQuestion } from "./scroll-to-question";

/**
 * What both test screens keep beside the attempt: going to a question (it becomes the current one and
 * scrolls into view), and whether the review before submitting or Exit Test's question is open.
 */
export function useTestControls(setCurrentQuestion: (questionNumber: number) => void) {
  const [reviewing, setReviewing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const jump = (questionNumber: number) => {
    setCurrentQuestion(questionNumber);
    scrollToQuestion(questionNumber);
  };
  return { jump, reviewing, setReviewing, leaving, setLeaving };
}

/** The controls useTestControls gives. */
export type TTestControls = ReturnType<typeof useTestControls>;
