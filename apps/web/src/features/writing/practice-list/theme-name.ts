import type { TThemeEntry, TThemes } from "@bandcraft/contract/writing";
import { themeName } from "../../../lib/writing-themes";

/** Every known entry by key, so a row's theme keys can be named; unknown keys show as the key itself. */
export function themeIndex(themes: TThemes | undefined): ReadonlyMap<string, TThemeEntry> {
  const index = new Map<string, TThemeEntry>();
  if (!themes) return index;
  for (const entry of [...themes.TaskOneTypes, ...themes.TaskTwoTypes, ...themes.TaskTwoThemes]) {
    if (!index.has(entry.key)) index.set(entry.key, entry);
  }
  return index;
}

/** The name of a key as a row shows it. */
export function nameOfKey(index: ReadonlyMap<string, TThemeEntry>, key: string, language: string): string {
  const entry = index.get(key);
  return entry ? themeName(entry, language) : key;
}
