import type enAdmin from "../locales/en/admin.json";
import type en from "../locales/en/translation.json";
import type enWritingFeedback from "../locales/en/writing-feedback.json";

// Keys are typed from the English files (excalidraw style): t("no.such.key") fails `tsc`. Feature
// bundles registered when their chunk loads (registerBundle in lib/i18n.ts) are merged into the one namespace.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en & typeof enAdmin & typeof enWritingFeedback };
  }
}
