import { registerBundle } from "../../lib/i18n";
import en from "../../locales/en/learner-work.json";
import ja from "../../locales/ja/learner-work.json";
import zh from "../../locales/zh/learner-work.json";

// The "Assigned to you" texts travel with the home page's chunk that shows them; `satisfies` keeps zh and ja
// complete against en.
registerBundle({ en, zh: zh satisfies typeof en, ja: ja satisfies typeof en });
