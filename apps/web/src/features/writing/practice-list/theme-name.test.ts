import type { TThemes } from "@bandcraft/contract/writing";
import { describe, expect, it } from "vitest";
import { themeName } from "../../../lib/writing-themes";
import { nameOfKey, themeIndex } from "./theme-name";

const full = { key: "health", name: { en: "Health", cn: "健康", jp: "健康（jp）" } };

describe("themeName", () => {
  it.each<[string, Parameters<typeof themeName>[0], string, string]>([
    ["en reads en", full, "en", "Health"],
    ["zh reads cn", full, "zh", "健康"],
    ["zh-CN reads cn", full, "zh-CN", "健康"],
    ["ja reads jp", full, "ja", "健康（jp）"],
    ["an unknown language reads en", full, "fr", "Health"],
    ["zh without cn falls back to en", { key: "health", name: { en: "Health" } }, "zh", "Health"],
    ["ja with a blank jp falls back to en", { key: "health", name: { en: "Health", jp: " " } }, "ja", "Health"],
    ["no names at all falls back to the key", { key: "health", name: { en: "" } }, "ja", "health"],
    ["a missing name object falls back to the key", { key: "health" }, "en", "health"],
  ])("%s", (_name, entry, language, expected) => {
    expect(themeName(entry, language)).toBe(expected);
  });
});

describe("nameOfKey", () => {
  const themes: TThemes = {
    TaskOneTypes: [{ key: "map", name: { en: "Map", cn: "地图" } }],
    TaskTwoTypes: [{ key: "opinion", name: { en: "Opinion" } }],
    TaskTwoThemes: [full],
  };
  const index = themeIndex(themes);

  it.each([
    ["map", "zh", "地图"],
    ["opinion", "zh", "Opinion"],
    ["health", "ja", "健康（jp）"],
    ["not_known", "en", "not_known"],
  ])("%s in %s → %s", (key, language, expected) => {
    expect(nameOfKey(index, key, language)).toBe(expected);
  });

  it("an index without themes names every key by itself", () => {
    expect(nameOfKey(themeIndex(undefined), "map", "en")).toBe("map");
  });
});
