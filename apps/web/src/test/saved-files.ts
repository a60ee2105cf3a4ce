import { vi } from "vitest";

/**
 * The files the screen hands to the browser to save (a blob URL on a clicked link), by name and text: the
 * array fills as the screen saves. Spies on URL and on link clicks: a test using it calls vi.restoreAllMocks after.
 */
export function savedFiles() {
  const saved: { name: string; text: Promise<string> }[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:saved-${blobs.length}`;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs[Number(this.href.split("-").pop()) - 1];
    saved.push({ name: this.download, text: blob?.text() ?? Promise.resolve("") });
  });
  return saved;
}
