import { registerBundle } from "../../../lib/i18n";
import en from "../../../locales/en/class-results.json";
import ja from "../../../locales/ja/class-results.json";
import zh from "../../../locales/zh/class-results.json";

// The class's Results tab texts travel with the teaching chunk, off the home route; `satisfies` keeps zh and
// ja complete against en.
registerBundle({ en, zh: zh satisfies typeof en, ja: ja satisfies typeof en });
