import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PicturePreview } from "../../../../components/picture-picker/picture-preview";
import styles from "./admin-form.module.css";
import { TextField } from "./fields";
import { PictureUpload } from "./picture-upload";

type TProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The message when the picture is required and missing (flow charts, diagrams). */
  requiredMessage?: string;
  testId?: string;
};

/**
 * A section's picture: its URL, typed or filled in by an upload, and a small preview once the URL points at a
 * served image (a bank file name does not yet). Every question type that takes a picture uses this one field.
 */
export function PictureField({ id, value, onChange, requiredMessage, testId }: TProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState<string | null>(null);
  const url = value.trim();
  const missing = requiredMessage !== undefined && url === "";
  const previewable = /^(\/|https?:\/\/)/.test(url);
  return (
    <div className={styles.pictureField}>
      <TextField
        id={id}
        label={t("admin.editor.form.picURL")}
        hint={missing ? requiredMessage : t("admin.editor.form.picURLHint")}
        required={requiredMessage !== undefined}
        optional={requiredMessage === undefined}
        invalid={missing}
        value={value}
        onChange={onChange}
        testId={testId}
      />
      <PictureUpload
        id={`${id}-upload`}
        onUploaded={onChange}
        testId={testId === undefined ? undefined : `${testId}-upload`}
      />
      {!previewable ? null : broken === url ? (
        <p className={styles.empty} data-testid={testId === undefined ? undefined : `${testId}-not-loaded`}>
          {t("admin.picture.notLoaded")}
        </p>
      ) : (
        <PicturePreview
          src={url}
          alt={t("admin.editor.form.picturePreview")}
          onError={() => setBroken(url)}
          testId={testId === undefined ? undefined : `${testId}-preview`}
        />
      )}
    </div>
  );
}
