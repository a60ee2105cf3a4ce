import type { ReactNode } from "react";
import styles from "./picture-picker.module.css";

type TProps = {
  src: string;
  alt: string;
  /** The picture failed to load (a URL that serves no picture). */
  onError?: () => void;
  testId?: string;
  /** Controls beside the picture (Remove). */
  children?: ReactNode;
};

/** A chosen or stored picture, small, on white (charts and diagrams are drawn for paper). */
export function PicturePreview({ src, alt, onError, testId, children }: TProps) {
  return (
    <div className={styles.preview} data-testid={testId}>
      <img className={styles.picture} src={src} alt={alt} onError={onError} />
      {children}
    </div>
  );
}
