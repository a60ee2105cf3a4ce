import type en from "../locales/en/translation.json";

// Keys are typed from the English file (excalidraw style): t("no.such.key") fails `tsc`.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
