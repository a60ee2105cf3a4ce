import { registerBundle } from "../../lib/i18n";
import en from "../../locales/en/admin.json";
import ja from "../../locales/ja/admin.json";
import zh from "../../locales/zh/admin.json";

// The admin texts travel with the admin chunk; `satisfies` keeps zh and ja complete against en.
registerBundle({ en, zh: zh satisfies typeof en, ja: ja satisfies typeof en });
