import type { TThemes, TWritingItem } from "@bandcraft/contract/writing";
import type { TAppDeps } from "../../deps";
import { listWritingItems, readThemes, type TWritingListQuery } from "./writing.repository";

const NO_THEMES: TThemes = { TaskOneTypes: [], TaskTwoTypes: [], TaskTwoThemes: [] };

/** The themes catalogue of both tasks; empty lists before a content bank is imported. */
export async function writingThemes(deps: TAppDeps): Promise<TThemes> {
  return (await readThemes(deps.db)) ?? NO_THEMES;
}

/** One page of the task bank for a part, newest first; `themes` keeps tasks carrying every given key. */
export function writingTasks(deps: TAppDeps, query: TWritingListQuery): Promise<TWritingItem[]> {
  return listWritingItems(deps.db, query);
}
