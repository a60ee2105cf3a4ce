import i18n, { type TLanguage } from "./i18n";

/**
 * Adds a feature's texts to the one "translation" namespace when that feature's chunk loads, so the
 * home route does not carry every screen's texts in every language (home JS ≤ 170 KB).
 * Keys stay typed: i18next.d.ts merges each bundle's English file into the resource type. Adding the
 * same bundle again changes nothing (deep merge, no overwrite).
 */
export function registerBundle(bundle: Readonly<Record<TLanguage, object>>): void {
  for (const [language, texts] of Object.entries(bundle)) {
    i18n.addResourceBundle(language, "translation", texts, true, false);
  }
}
