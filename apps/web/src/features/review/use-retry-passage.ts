import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { TNotice } from "../../components/ui/notification-dialog";
import { startPassage } from "./review-start";

/** "Retry this passage": starts it as a new attempt, or resolves to the notice explaining why it could not. */
export function useRetryPassage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async (practiceID: string): Promise<TNotice | null> => {
    setStarting(true);
    const result = await startPassage(practiceID);
    setStarting(false);
    if (result.ok) {
      navigate(`/test/single_${Date.now()}`, {
        state: { readingPractice: result.readingPractice, isSingleTest: true },
      });
      return null;
    }
    if (result.kind === "network") {
      return { type: "error", title: t("review.start.networkTitle"), message: t("review.start.network") };
    }
    // The server's reason (e.g. no tokens left today, a 403) beats a generic text.
    return { type: "error", title: t("review.start.failedTitle"), message: result.errMsg || t("review.start.failed") };
  };
  return { starting, start };
}
