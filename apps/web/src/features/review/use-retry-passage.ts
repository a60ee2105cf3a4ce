import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { TNotice } from "../../components/ui/notification-dialog";
import { startedNavigation, startFailureText, startReading } from "../../lib/reading-start";

/** "Retry this passage": starts it as a new attempt, or resolves to the notice explaining why it could not. */
export function useRetryPassage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async (practiceID: string): Promise<TNotice | null> => {
    setStarting(true);
    const result = await startReading("/reading/single", { practiceID });
    setStarting(false);
    if (result.ok) {
      const { to, state } = startedNavigation(result);
      navigate(to, { state });
      return null;
    }
    if (result.kind === "network") {
      return { type: "error", title: t("review.start.networkTitle"), message: t("review.start.network") };
    }
    // The server's reason (e.g. no tokens left today, a 403) beats a generic text.
    const message = startFailureText(result, t, i18n.language, t("review.start.failed"));
    return { type: "error", title: t("review.start.failedTitle"), message };
  };
  return { starting, start };
}
