import { useState } from "react";
import { useTranslation } from "react-i18next";
import field from "../../../../components/ui/field.module.css";
import styles from "./admin-form.module.css";
import { TextField } from "./fields";

type TProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The message when the picture is required and missing (flow charts, diagrams). */
  requiredMessage?: string;
  testId?: string;
};

/** A picture's URL, with a small preview once it points at a served image (a stored file name does not yet). */
export function PictureField({ id, value, onChange, requiredMessage, testId }: TProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState<string | null>(null);
  const url = value.trim();
  const missing = requiredMessage !== undefined && url === "";
  const previewable = /^(\/|https?:\/\/)/.test(url);
  return (
    <div className={field.field}>
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
      {previewable && broken !== url ? (
        <img
          className={styles.picture}
          src={url}
          alt={t("admin.editor.form.picturePreview")}
          onError={() => setBroken(url)}
        />
      ) : null}
    </div>
  );
}
