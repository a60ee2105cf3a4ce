// Marking writing's public entry: all that other features may use of it. The class page shows the essays sent
// to the class (its Essays tab); the learner's saved-essay page sends the essay and shows the marks.

import "./marking-i18n";

export { EssayMarkingPanel } from "./essay-marking-panel";
export { EssaysTab } from "./essays-tab";
