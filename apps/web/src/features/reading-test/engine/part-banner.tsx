import { useTranslation } from "react-i18next";
import chrome from "../../../components/exam-bar/exam-bar.module.css";
import { partBanner } from "./part-banner-rules";

/** "Part N" and the question range for levels 1–3; "Reading" and the generic line otherwise. */
export function PartBanner({ level, numbers }: { level: number | undefined; numbers: readonly number[] }) {
  const { t } = useTranslation();
  const banner = partBanner(level, numbers);
  return (
    <section className={chrome.banner} data-testid="part-banner" aria-labelledby="part-banner-title">
      <h1 id="part-banner-title" className={chrome.bannerTitle}>
        {banner.part === null ? t("readingTest.banner.reading") : t("readingTest.banner.part", { part: banner.part })}
      </h1>
      <p className={chrome.bannerText}>
        {banner.range
          ? t("readingTest.banner.range", { from: banner.range.from, to: banner.range.to })
          : t("readingTest.banner.generic")}
      </p>
    </section>
  );
}
