import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./shared.module.css";

/**
 * A section's picture (diagram, flow chart, table or notes image). picURL is used as given: after
 * import it is an /api/images/… URL. A failed load shows the placeholder with the path it tried.
 */
export function Picture({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div className={styles.missingPicture} role="img" aria-label={t("questionTypes.common.imageNotFound")}>
        <span>{t("questionTypes.common.imageNotFound")}</span>
        <span>
          {t("questionTypes.common.expectedPath")}: <code>{src}</code>
        </span>
      </div>
    );
  }
  return (
    <figure className={styles.figure}>
      <img className={styles.picture} src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} />
    </figure>
  );
}
