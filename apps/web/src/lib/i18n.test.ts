import { afterEach, describe, expect, it, vi } from "vitest";
import zh from "../locales/zh/translation.json";

/** A fresh i18next with only English in (the test setup loads every language into the shared one). */
async function freshI18n() {
  vi.resetModules();
  const module = await import("./i18n");
  await module.i18nReady;
  return module;
}

describe("languages load on demand", () => {
  afterEach(() => localStorage.clear());

  it("starts with English only and fetches Chinese when chosen", async () => {
    const { default: i18n } = await freshI18n();
    expect(i18n.resolvedLanguage).toBe("en");
    expect(i18n.hasResourceBundle("zh", "translation")).toBe(false);
    await i18n.changeLanguage("zh");
    expect(i18n.t("common.cancel")).toBe(zh.common.cancel);
    expect(i18n.resolvedLanguage).toBe("zh");
    expect(document.documentElement.lang).toBe("zh");
  });

  it("gives a language the feature texts registered before it arrived, and one registered after", async () => {
    const { default: i18n, registerBundle } = await freshI18n();
    registerBundle({
      en: { probe: { early: "early" } },
      zh: { probe: { early: "早" } },
      ja: { probe: { early: "早い" } },
    });
    expect(i18n.hasResourceBundle("ja", "translation")).toBe(false);
    await i18n.changeLanguage("ja");
    registerBundle({ en: { probe: { late: "late" } }, zh: { probe: { late: "晚" } }, ja: { probe: { late: "遅い" } } });
    const t = i18n.getFixedT("ja") as (key: string) => string;
    expect([t("probe.early"), t("probe.late")]).toEqual(["早い", "遅い"]);
    // The language's own texts are all there beside them.
    expect(t("common.cancel")).not.toBe(i18n.getFixedT("en")("common.cancel"));
  });

  it("starts in the stored language, its texts in before the app renders", async () => {
    localStorage.setItem("i18nextLng", "zh");
    const { default: i18n } = await freshI18n();
    expect(i18n.resolvedLanguage).toBe("zh");
    expect(i18n.t("common.cancel")).toBe(zh.common.cancel);
  });
});
