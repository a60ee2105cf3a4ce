import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import en from "../locales/en/translation.json";
import ja from "../locales/ja/translation.json";
import zh from "../locales/zh/translation.json";

/** The three interface languages, in the order the dropdown lists them. */
export const LANGUAGES = ["en", "zh", "ja"] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** localStorage key the detector reads first and caches into. */
export const LANGUAGE_KEY = "i18nextLng";

// `satisfies typeof en` makes a key missing from zh or ja a type error, not a runtime fallback.
export const resources = {
  en: { translation: en },
  zh: { translation: zh satisfies typeof en },
  ja: { translation: ja satisfies typeof en },
} as const;

/** Narrows whatever i18next resolved (e.g. "zh-CN") to one of our three codes. */
export function toLanguage(lng: string | undefined): TLanguage {
  const base = (lng ?? "en").toLowerCase().split("-")[0];
  return (LANGUAGES as readonly string[]).includes(base ?? "") ? (base as TLanguage) : "en";
}

function setHtmlLang(lng: string) {
  if (typeof document !== "undefined") document.documentElement.lang = toLanguage(lng);
}

i18n.on("languageChanged", setHtmlLang);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
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
