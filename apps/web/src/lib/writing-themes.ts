import { type TThemeEntry, type TThemes, writingEndpoints } from "@bandcraft/contract/writing";
import { call } from "./api-client";

/** The type and theme options of both tasks (GET /writing/themes), for the writing list and Add Practice. */
export async function fetchThemes(signal?: AbortSignal): Promise<TThemes> {
  const body = await call(writingEndpoints.writingThemes, {}, { signal });
  return { TaskOneTypes: body.TaskOneTypes, TaskTwoTypes: body.TaskTwoTypes, TaskTwoThemes: body.TaskTwoThemes };
}

type TNames = TThemeEntry["name"];

/** Which name field a UI language reads: en → en, zh → cn, ja → jp. */
const FIELD: Readonly<Record<string, keyof TNames>> = { en: "en", zh: "cn", ja: "jp" };

/** A theme's name in the UI language, falling back to the English name, then to the key. */
export function themeName(entry: Pick<TThemeEntry, "key"> & { name?: Partial<TNames> }, language: string): string {
  const base = language.toLowerCase().split("-")[0] ?? "en";
  const field = FIELD[base] ?? "en";
  const names = entry.name ?? {};
  const pick = (s: string | undefined) => (s !== undefined && s.trim() !== "" ? s : undefined);
  return pick(names[field]) ?? pick(names.en) ?? entry.key;
}
