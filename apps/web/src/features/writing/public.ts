// The writing feature's public entry: all that other features may use of it. Marking shows a sent essay's task
// as the learner's essay page does, and names the four criteria with the feedback's own words (its bundle).

import "./writing-feedback-i18n";

export { EssayTask } from "./essays/essay-task";
