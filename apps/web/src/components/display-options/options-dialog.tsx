import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../ui/dialog";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from "../ui/icons";
import { CONTRASTS, type TContrast, TEXT_SIZES, type TTextSize } from "./display-settings";
import styles from "./options-dialog.module.css";

type TPage = "main" | "contrast" | "textSize";

type TProps = {
  open: boolean;
  onClose: () => void;
  contrast: TContrast;
  textSize: TTextSize;
  onContrast: (contrast: TContrast) => void;
  onTextSize: (size: TTextSize) => void;
};

/** Options: a main page listing Contrast and Text size, each opening a sub-page of choices. */
export function OptionsDialog(props: TProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState<TPage>("main");
  const close = () => {
    setPage("main");
    props.onClose();
  };
  const title =
    page === "main"
      ? t("displayOptions.title")
      : page === "contrast"
        ? t("displayOptions.contrast")
        : t("displayOptions.textSize");
  return (
    <Dialog open={props.open} onClose={close} title={title} maxWidth={600} testId="options-dialog">
      <div className={styles.toolbar}>
        {page !== "main" ? (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setPage("main")}
            aria-label={t("displayOptions.back")}
            data-testid="options-back"
          >
            <ArrowLeftIcon aria-hidden="true" />
          </button>
        ) : (
          <span />
        )}
        <button
          type="button"
          className={styles.iconButton}
          onClick={close}
          aria-label={t("displayOptions.close")}
          data-testid="options-close"
        >
          <span aria-hidden="true" className={styles.cross}>
            ×
          </span>
        </button>
      </div>
      {page === "main" ? (
        <ul className={styles.menu}>
          <li>
            <button type="button" className={styles.menuItem} onClick={() => setPage("contrast")}>
              <span>{t("displayOptions.contrast")}</span>
              <span className={styles.current}>{t(`displayOptions.contrasts.${props.contrast}`)}</span>
              <ArrowRightIcon aria-hidden="true" />
            </button>
          </li>
          <li>
            <button type="button" className={styles.menuItem} onClick={() => setPage("textSize")}>
              <span>{t("displayOptions.textSize")}</span>
              <span className={styles.current}>{t(`displayOptions.sizes.${props.textSize}`)}</span>
              <ArrowRightIcon aria-hidden="true" />
            </button>
          </li>
        </ul>
      ) : page === "contrast" ? (
        <Choices
          legend={t("displayOptions.contrast")}
          values={CONTRASTS}
          current={props.contrast}
          labelOf={(c) => t(`displayOptions.contrasts.${c}`)}
          onChoose={props.onContrast}
        />
      ) : (
        <Choices
          legend={t("displayOptions.textSize")}
          values={TEXT_SIZES}
          current={props.textSize}
          labelOf={(s) => t(`displayOptions.sizes.${s}`)}
          onChoose={props.onTextSize}
        />
      )}
    </Dialog>
  );
}

function Choices<T extends string>(props: {
  legend: string;
  values: readonly T[];
  current: T;
  labelOf: (value: T) => string;
  onChoose: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">{props.legend}</legend>
      {props.values.map((value) => {
        const checked = value === props.current;
        return (
          <label key={value} className={styles.choice} data-checked={checked ? "true" : "false"}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={checked}
              onChange={() => props.onChoose(value)}
              className={styles.radio}
              data-testid={`option-${value}`}
            />
            <span>{props.labelOf(value)}</span>
            {checked ? <CheckIcon aria-hidden="true" className={styles.tick} /> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
