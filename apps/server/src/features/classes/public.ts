/** What other features use of classes: the one access rule for everything hung on a class. */
export { classArchived, noSuchClass } from "./class-errors";
export { lockClass } from "./classes.repository";
export { classLearnerIds, manageableClass } from "./classes.service";
