import { registerBundle } from "../../lib/i18n";
import en from "../../locales/en/writing-feedback.json";
import ja from "../../locales/ja/writing-feedback.json";
import zh from "../../locales/zh/writing-feedback.json";

// The essay feedback and My essays texts travel with the writing chunks, off the home route; `satisfies`
// keeps zh and ja complete against en.
registerBundle({ en, zh: zh satisfies typeof en, ja: ja satisfies typeof en });
