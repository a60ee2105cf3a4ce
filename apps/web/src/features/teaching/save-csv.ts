/** How long the file's object URL is kept after the click: a browser may start the download a moment later. */
const REVOKE_AFTER_MS = 10_000;

/** Hands CSV text to the browser to save under `fileName`: a link to its object URL, clicked once and removed. */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
