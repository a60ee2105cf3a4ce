import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PictureFileInput } from "../../../components/picture-picker/picture-file-input";
import { PicturePreview } from "../../../components/picture-picker/picture-preview";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";

type TProps = {
  image: File | null;
  onPick: (file: File | null) => void;
  describedBy?: string;
  invalid: boolean;
  /** The stored picture of a task being edited, while it is kept (a chosen file replaces it). */
  current?: string | null;
  onRemoveCurrent?: () => void;
};

/**
 * Task 1's single picture: a file input limited to the formats the server accepts, with a preview. Editing a
 * task shows its stored picture with Replace (the file chooser) and Remove.
 */
export function ImageField({ image, onPick, describedBy, invalid, current, onRemoveCurrent }: TProps) {
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
      <PictureFileInput
        ref={input}
        id={id}
        describedBy={describedBy}
        invalid={invalid}
        onPick={onPick}
        testId="add-writing-image"
      />
      {preview && image ? (
        <PicturePreview src={preview} alt={t("admin.addWriting.imagePreview", { name: image.name })}>
          <Button variant="secondary" size="sm" onClick={() => onPick(null)}>
            {t("admin.addWriting.removeImage")}
          </Button>
        </PicturePreview>
      ) : current ? (
        <PicturePreview src={current} alt={t("admin.addWriting.currentImage")} testId="writing-image-current">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            data-testid="writing-image-replace"
          >
            {t("admin.addWriting.replaceImage")}
          </Button>
          <Button variant="secondary" size="sm" onClick={onRemoveCurrent} data-testid="writing-image-remove">
            {t("admin.addWriting.removeImage")}
          </Button>
        </PicturePreview>
      ) : null}
    </Field>
  );
}
