import { registerBundle } from "../../lib/i18n";
import en from "../../locales/en/marking.json";
import ja from "../../locales/ja/marking.json";
import zh from "../../locales/zh/marking.json";

// The marking texts travel with the class page's and the essay page's chunks; `satisfies` keeps zh and ja
// complete against en.
registerBundle({ en, zh: zh satisfies typeof en, ja: ja satisfies typeof en });
