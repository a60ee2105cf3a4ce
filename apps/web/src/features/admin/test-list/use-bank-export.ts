import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TToastKind } from "../../../components/ui/toast";
import { exportBank, exportTest, type TDownloadedFile } from "./bank-transfer.api";
import { failureOf } from "./failures";
import { saveTextFile } from "./save-file";

/**
 * Downloads a test or the whole bank as files in the bank's format, saying in a toast what was saved or why
 * nothing was. One download of each kind at a time: its button waits while it runs.
 */
export function useBankExport(show: (kind: TToastKind, message: string) => void) {
  const { t } = useTranslation();
  const onSuccess = (file: TDownloadedFile) => {
    saveTextFile(file);
    show("success", t("admin.testList.transfer.downloaded", { file: file.fileName }));
  };
  const onError = (e: unknown) => {
    const failure = failureOf(e);
    show(
      "error",
      failure.kind === "auth"
        ? t("admin.testList.errors.auth")
        : failure.kind === "network"
          ? t("admin.testList.transfer.exportNetwork")
          : failure.errMsg || t("admin.testList.transfer.exportFailed"),
    );
  };
  const one = useMutation({ mutationFn: exportTest, onSuccess, onError });
  const bank = useMutation({ mutationFn: exportBank, onSuccess, onError });
  return {
    exportTest: (id: string) => one.mutate(id),
    /** The test whose file is on its way, if any. */
    exportingId: one.isPending ? one.variables : null,
    exportBank: () => bank.mutate(),
    exportingBank: bank.isPending,
  };
}
