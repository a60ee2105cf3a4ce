import { useTranslation } from "react-i18next";
import en from "../../../locales/en/writing-feedback.json";

type TKind = keyof typeof en.feedback.kinds;

/** harper's lint kinds we name in every language; a kind added by a later harper shows as harper names it. */
export function isKnownKind(kind: string): kind is TKind {
  return Object.hasOwn(en.feedback.kinds, kind);
}

/** The translated name of a lint kind. */
export function useKindName() {
  const { t } = useTranslation();
  return (kind: string) => (isKnownKind(kind) ? t(`feedback.kinds.${kind}`) : kind);
}
