import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import styles from "./figure-viewer.module.css";

/** The zoom steps of an enlarged picture, as a share of the window's width. */
const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

type TProps = {
  /** The picture shown, or null when the viewer is closed. */
  picture: { src: string; alt: string; title: string } | null;
  onClose: () => void;
};

/**
 * A task's chart or diagram over the whole window: as wide as the window, then 150 %, 200 % or 300 %, the
 * picture scrolling both ways inside; a phone's pinch zooms it too (the page allows user scaling). On a
 * portrait tablet a chart's labels are about 5 px in the task panel; here they can be read.
 */
export function FigureViewer({ picture, onClose }: TProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const zoom = ZOOM_STEPS[step] ?? 1;
  const close = () => {
    setStep(0);
    onClose();
  };
  return (
    <Dialog
      open={picture !== null}
      onClose={close}
      title={picture?.title ?? ""}
      maxWidth={100_000}
      className={styles.viewer}
      testId="figure-viewer"
      footer={
        <div className={styles.controls}>
          <Button
            variant="secondary"
            onClick={() => setStep((s) => Math.max(0, s - 1))}
            disabled={step === 0}
            aria-label={t("writingEditor.figure.zoomOut")}
            data-testid="figure-zoom-out"
          >
            −
          </Button>
          <span className={styles.level} aria-live="polite" data-testid="figure-zoom-level">
            {t("writingEditor.figure.zoomLevel", { percent: Math.round(zoom * 100) })}
          </span>
          <Button
            variant="secondary"
            onClick={() => setStep((s) => Math.min(ZOOM_STEPS.length - 1, s + 1))}
            disabled={step === ZOOM_STEPS.length - 1}
            aria-label={t("writingEditor.figure.zoomIn")}
            data-testid="figure-zoom-in"
          >
            +
          </Button>
          <Button onClick={close} data-testid="figure-close">
            {t("common.close")}
          </Button>
        </div>
      }
    >
      {picture ? (
        <div className={styles.frame}>
          <img
            src={picture.src}
            alt={picture.alt}
            className={styles.picture}
            style={{ width: `${zoom * 100}%` }}
            data-testid="figure-viewer-image"
          />
        </div>
      ) : null}
    </Dialog>
  );
}
