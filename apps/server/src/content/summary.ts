import type { TImportSummary } from "./import-bank";

/** "3 reading practices, 2 writing tasks, 3 images, themes" for logs and the CLI. */
export function importContentDirSummary(s: TImportSummary): string {
  return `${s.practices} reading practices, ${s.writingItems} writing tasks, ${s.images} images${s.themes ? ", themes" : ""}`;
}
