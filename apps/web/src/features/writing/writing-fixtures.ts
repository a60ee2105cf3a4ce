import { imagePath } from "@bandcraft/contract/routes";
import type { TThemes, TWritingItem } from "@bandcraft/contract/writing";

/** A small themes answer for component tests: names in some languages only, to exercise the fallbacks. */
export const THEMES: TThemes = {
  TaskOneTypes: [
    { key: "line_graph", name: { en: "Line graph", cn: "线形图", jp: "折れ線グラフ" } },
    { key: "map", name: { en: "Map", cn: "地图" } },
  ],
  TaskTwoTypes: [
    { key: "opinion", name: { en: "Opinion", cn: "观点类", jp: "意見型" } },
    { key: "discussion", name: { en: "Discussion" } },
  ],
  TaskTwoThemes: [
    { key: "health", name: { en: "Health", cn: "健康", jp: "健康" } },
    { key: "work", name: { en: "Work", cn: "工作", jp: "仕事" } },
  ],
};

/** A writing item; Task 1 items carry a picture. */
export function makeItem(id: string, part: 1 | 2, over: Partial<TWritingItem> = {}): TWritingItem {
  return {
    writingPracticeID: id,
    part,
    title: `Title ${id}`,
    publishTime: 1_736_842_500,
    theme: part === 1 ? ["line_graph"] : ["opinion", "health"],
    content: `Content of ${id}.`,
    requirement: part === 1 ? "Write at least 150 words." : "Write at least 250 words.",
    ...(part === 1 ? { pic: imagePath(`${id}.png`) } : {}),
    ...over,
  };
}

export const items = (part: 1 | 2, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeItem(`task${part}-${from + i}`, part));
