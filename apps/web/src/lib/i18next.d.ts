import type enAdmin from "../locales/en/admin.json";
import type enAssignments from "../locales/en/assignments.json";
import type enClassResults from "../locales/en/class-results.json";
import type enLearnerWork from "../locales/en/learner-work.json";
import type enMarking from "../locales/en/marking.json";
import type en from "../locales/en/translation.json";
import type enWritingFeedback from "../locales/en/writing-feedback.json";

// Keys are typed from the English files (excalidraw style): t("no.such.key") fails `tsc`. Feature
// bundles registered when their chunk loads (registerBundle in lib/i18n.ts) are merged into the one namespace.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: {
      translation: typeof en &
        typeof enAdmin &
        typeof enWritingFeedback &
        typeof enAssignments &
        typeof enClassResults &
        typeof enMarking &
        typeof enLearnerWork;
    };
  }
}
