import type { TDownloadedFile } from "./bank-transfer.api";

/** How long the file's object URL is kept after the click: a browser may start the download a moment later. */
const REVOKE_AFTER_MS = 10_000;

/** Hands a downloaded file to the browser to save: a link to its object URL, clicked once and removed. */
export function saveTextFile(file: TDownloadedFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
