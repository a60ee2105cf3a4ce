import { registerBundle } from "../../../lib/i18n";
import en from "../../../locales/en/assignments.json";
import ja from "../../../locales/ja/assignments.json";
import zh from "../../../locales/zh/assignments.json";

// A class's assignments and their results travel with the teaching chunks, off the home route; `satisfies`
// keeps zh and ja complete against en.
registerBundle({ en, zh: zh satisfies typeof en, ja: ja satisfies typeof en });
