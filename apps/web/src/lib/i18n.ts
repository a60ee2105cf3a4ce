import i18next, { type BackendModule, type ReadCallback } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import en from "../locales/en/translation.json";

/** The three interface languages, in the order the dropdown lists them. */
export const LANGUAGES = ["en", "zh", "ja"] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** localStorage key the detector reads first and caches into. */
export const LANGUAGE_KEY = "i18nextLng";

/** The app's own instance (react-i18next is handed it below), so a test can start a fresh one. */
const i18n = i18next.createInstance();

/** Narrows whatever i18next resolved (e.g. "zh-CN") to one of our three codes. */
export function toLanguage(lng: string | undefined): TLanguage {
  const base = (lng ?? "en").toLowerCase().split("-")[0];
  return (LANGUAGES as readonly string[]).includes(base ?? "") ? (base as TLanguage) : "en";
}

// Typed as English's shape: a key missing from zh or ja is a type error, not a runtime fallback.
const otherLanguages: Record<Exclude<TLanguage, "en">, () => Promise<typeof en>> = {
  zh: () => import("../locales/zh/translation.json").then((m) => m.default),
  ja: () => import("../locales/ja/translation.json").then((m) => m.default),
};

/** Feature texts registered so far (see registerBundle), merged into a language when it arrives. */
const featureBundles: Readonly<Record<TLanguage, object>>[] = [];

/**
 * English, the fallback, is in the entry chunk; Chinese and Japanese are chunks of their own, fetched when
 * chosen or detected (entry about 20 KB gzip smaller for everyone). An i18next backend: `init` and
 * `changeLanguage` wait for it, so no screen shows a half-translated page.
 */
const languageFiles: BackendModule = {
  type: "backend",
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const lng = toLanguage(language);
    const file = lng === "en" ? Promise.resolve(en) : otherLanguages[lng]();
    file.then(
      (texts) => {
        callback(null, texts);
        for (const bundle of featureBundles) i18n.addResourceBundle(lng, namespace, bundle[lng], true, false);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Adds a feature's texts to the one "translation" namespace when that feature's chunk loads, so the
 * home route does not carry every screen's texts. A language not loaded yet gets them when it arrives
 * (adding them earlier would make i18next think the language is there). Keys stay typed: i18next.d.ts
 * merges each bundle's English file into the resource type. Adding the same bundle again changes nothing.
 */
export function registerBundle(bundle: Readonly<Record<TLanguage, object>>): void {
  featureBundles.push(bundle);
  for (const language of LANGUAGES) {
    if (i18n.hasResourceBundle(language, "translation")) {
      i18n.addResourceBundle(language, "translation", bundle[language], true, false);
    }
  }
}

function setHtmlLang(lng: string) {
  if (typeof document !== "undefined") document.documentElement.lang = toLanguage(lng);
}

i18n.on("languageChanged", setHtmlLang);

/** Resolves once the detected language's texts are in; the app renders after it (main.tsx). */
export const i18nReady = i18n
  .use(languageFiles)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    // English is bundled; the backend fetches the others.
    partialBundledLanguages: true,
    fallbackLng: "en",
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: "languageOnly",
    interpolation: { escapeValue: false },
    detection: {
      order: ["localStorage", "navigator", "htmlTag"],
      lookupLocalStorage: LANGUAGE_KEY,
      caches: ["localStorage"],
    },
    returnNull: false,
  });

export default i18n;
