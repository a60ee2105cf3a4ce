import { useMutation } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkPictureFile, type TPictureFileProblem } from "../../../../components/picture-picker/picture-file";
import { PictureFileInput } from "../../../../components/picture-picker/picture-file-input";
import { describedBy, Field } from "../../../../components/ui/field";
import field from "../../../../components/ui/field.module.css";
import { ApiError } from "../../../../lib/api-client";
import { uploadPicture } from "./picture-upload.api";

type TProps = {
  id: string;
  /** Called with the stored picture's URL once the upload succeeds. */
  onUploaded: (url: string) => void;
  testId?: string;
};

/** A failed upload in the author's language: the server's own words when it refused, else what went wrong. */
function uploadErrorText(t: TFunction, error: Error): string {
  if (error instanceof ApiError && (error.kind === "network" || error.kind === "timeout")) {
    return t("admin.picture.errors.network");
  }
  if (error instanceof ApiError && error.errMsg) return t("admin.picture.errors.refused", { detail: error.errMsg });
  return t("admin.picture.errors.failed");
}

/**
 * "Upload picture": a chosen file is checked here (type by its bytes, size), uploaded, and its stored URL handed to
 * the form; the status line says when it is on its way and when it arrived, the error line why it did not.
 */
export function PictureUpload({ id, onUploaded, testId }: TProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // The form's latest setter: an upload that ends after other edits must not write back an older draft.
  const latest = useRef(onUploaded);
  useEffect(() => {
    latest.current = onUploaded;
  });
  const [fileProblem, setFileProblem] = useState<TPictureFileProblem | null>(null);
  const upload = useMutation({ mutationFn: uploadPicture });

  const pick = async (file: File | null) => {
    // Cleared at once, so choosing the same file again (after fixing the URL by hand) uploads it again.
    if (input.current) input.current.value = "";
    if (!file) return;
    upload.reset();
    const problem = await checkPictureFile(file);
    setFileProblem(problem ?? null);
    if (problem) return;
    upload.mutate(file, { onSuccess: (url) => latest.current(url) });
  };

  const error = fileProblem
    ? t(`admin.picture.errors.${fileProblem}`)
    : upload.error
      ? uploadErrorText(t, upload.error)
      : null;
  const status = upload.isPending ? t("admin.picture.uploading") : upload.isSuccess ? t("admin.picture.uploaded") : "";
  const hint = t("admin.picture.uploadHint");
  return (
    <Field
      id={id}
      label={t("admin.picture.upload")}
      hint={hint}
      error={error}
      errorTestId={testId ? `${testId}-error` : undefined}
    >
      <PictureFileInput
        ref={input}
        id={id}
        onPick={(file) => void pick(file)}
        describedBy={describedBy(id, hint, error)}
        invalid={error !== null}
        testId={testId}
      />
      <p
        className={field.hint}
        role="status"
        aria-live="polite"
        aria-busy={upload.isPending}
        data-testid={testId ? `${testId}-status` : undefined}
      >
        {status}
      </p>
    </Field>
  );
}
