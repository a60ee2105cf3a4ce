import { MARK_CRITERIA, type TMarkCriterion } from "@bandcraft/contract/marking";
import { CRITERION_BAND_CHOICES } from "@bandcraft/domain/essay-marks";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import fieldStyles from "../../components/ui/field.module.css";
import styles from "./marking.module.css";
import { completeBands, overallOf, type TBandChoices } from "./marking-form";
import pageStyles from "./marking-page.module.css";
import { formatBand, useMarkingFormat } from "./marking-text";

type TProps = {
  part: 1 | 2;
  bands: TBandChoices;
  onChange: (criterion: TMarkCriterion, band: number | null) => void;
  /** The criteria a refused return asked for: marked invalid. */
  missing: readonly TMarkCriterion[];
};

/** The select's id for a criterion, so a refused return can focus the first one missing. */
export const bandFieldId = (formId: string, criterion: TMarkCriterion) => `${formId}-band-${criterion}`;

/**
 * The four criteria's bands (9 to 0 in half bands) and the overall band they give, worked out as they change
 * with the domain's rule and said how: the mean of the four, rounded to the nearest half band.
 */
export function BandFields({ part, bands, onChange, missing, formId }: TProps & { formId: string }) {
  const { t } = useTranslation();
  const format = useMarkingFormat();
  const overall = overallOf(bands);
  const partial = completeBands(bands) === null && MARK_CRITERIA.some((c) => bands[c] !== null);
  const explainId = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${formId}-bands-title`}>
      <h2 id={`${formId}-bands-title`} className={styles.sectionTitle}>
        {t("marking.bands.title")}
      </h2>
      <div className={pageStyles.bandGrid}>
        {MARK_CRITERIA.map((criterion) => {
          const id = bandFieldId(formId, criterion);
          return (
            <div key={criterion} className={fieldStyles.field}>
              <label htmlFor={id} className={fieldStyles.label}>
                {format.criterion(criterion, part)}
              </label>
              <select
                id={id}
                className={fieldStyles.input}
                value={bands[criterion] ?? ""}
                aria-invalid={missing.includes(criterion) || undefined}
                onChange={(event) => onChange(criterion, event.target.value === "" ? null : Number(event.target.value))}
                data-testid={`marking-band-${criterion}`}
              >
                <option value="">{t("marking.bands.choose")}</option>
                {CRITERION_BAND_CHOICES.map((band) => (
                  <option key={band} value={band}>
                    {formatBand(band)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <div className={pageStyles.overall}>
        <span className={pageStyles.overallLabel} id={`${formId}-overall-label`}>
          {t("marking.bands.overall")}
        </span>
        <output
          className={pageStyles.overallValue}
          aria-labelledby={`${formId}-overall-label`}
          aria-describedby={explainId}
          data-testid="marking-overall"
        >
          {formatBand(overall)}
        </output>
        <p id={explainId} className={pageStyles.overallHint}>
          {overall === null ? t("marking.bands.overallPending") : t("marking.bands.overallExplain")}
        </p>
        {partial ? (
          <p className={pageStyles.overallHint} data-testid="marking-bands-partial">
            {t("marking.bands.partial")}
          </p>
        ) : null}
      </div>
    </section>
  );
}
