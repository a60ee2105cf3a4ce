/** What other features use of the records: a paper's marks per question type, and a learner's review of one passage. */
export { paperTallies, typeOfNumbers } from "./question-tallies";
export { reviewPassage } from "./records.service";
