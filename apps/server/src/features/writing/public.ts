/** What other features use of writing: an essay's kept task and its title, and the missing-essay answer. */
export { taskOfSnapshot, titleOfSnapshot } from "./essays.repository";
export { essayNotFound } from "./essays.service";
