import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import styles from "./add-writing.module.css";

type TProps = {
  image: File | null;
  onPick: (file: File | null) => void;
  describedBy?: string;
  invalid: boolean;
};

/** Task 1's single picture: a file input limited to the formats the server accepts, with a preview. */
export function ImageField({ image, onPick, describedBy, invalid }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!image) {
      setPreview(null);
      if (input.current) input.current.value = "";
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);
  return (
    <Field
      id={id}
      label={
        <>
          {t("admin.addWriting.image")} <span className={field.required}>*</span>
        </>
      }
    >
      <p className={field.hint}>{t("admin.addWriting.imageHint")}</p>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className={styles.fileInput}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        data-testid="add-writing-image"
      />
      {preview && image ? (
        <div className={styles.preview}>
          <img src={preview} alt={t("admin.addWriting.imagePreview", { name: image.name })} />
          <Button variant="secondary" size="sm" onClick={() => onPick(null)}>
            {t("admin.addWriting.removeImage")}
          </Button>
        </div>
      ) : null}
    </Field>
  );
}
