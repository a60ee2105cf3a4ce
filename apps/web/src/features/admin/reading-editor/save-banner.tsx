import { useTranslation } from "react-i18next";
import { ErrorIcon, SuccessIcon } from "../../../components/ui/icons";
import { clientProblemMessage, refusedProblems, saveMessage } from "./messages";
import bannerCss from "./save-banner.module.css";
import type { TEditorBanner } from "./use-practice-editor";

/** "Saved successfully!" for 3 s, or why the save did not happen, listing every problem found. */
export function SaveBanner({ banner }: { banner: TEditorBanner }) {
  const { t, i18n } = useTranslation();
  if (!banner) return null;
  if (banner.kind === "saved") {
    return (
      <p className={bannerCss.success} role="status" data-testid="reading-editor-saved">
        <SuccessIcon className={bannerCss.bannerIcon} aria-hidden="true" /> {t("admin.editor.header.saved")}
      </p>
    );
  }
  let message: string;
  let problems: string[] = [];
  if (banner.kind === "authRequired") message = t("admin.editor.errors.authRequired");
  else if (banner.kind === "client") {
    message = t("admin.editor.errors.saveRefused");
    problems = banner.problems.map((p) => clientProblemMessage(t, p));
  } else {
    message = saveMessage(t, banner.failure);
    if (banner.failure.kind === "refused") problems = refusedProblems(t, banner.failure, i18n.language);
  }
  return (
    <div className={bannerCss.failure} role="alert" data-testid="reading-editor-error">
      <ErrorIcon className={bannerCss.bannerIcon} aria-hidden="true" />
      <div>
        <p className={bannerCss.bannerText}>{message}</p>
        {problems.length > 0 ? (
          <ul data-testid="reading-editor-problems">
            {[...new Set(problems)].map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
