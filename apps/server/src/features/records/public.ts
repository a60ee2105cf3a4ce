/**
 * What other features use of the records: a paper's marks per question type, a class's tallies of them, the
 * versions papers were graded against, and a learner's review of one passage.
 */
export { addClassTallies, classTallies, classTypes, withdrawClassTallies } from "./class-tallies";
export { findSnapshot, gradedVersions } from "./graded-versions";
export { paperTallies, typeOfNumbers } from "./question-tallies";
export { reviewPassage } from "./records.service";
