import { multipleChoiceGroups } from "../../question-numbers";
import { normaliseChoice } from "../compare";
import type { TSectionGrader } from "../section-grader";

/**
 * A single-answer question compares letters. A "choose TWO" question is marked per chosen letter,
 * in any order: each distinct chosen letter that is in the key earns one of the question's numbers.
 */
export const gradeMultipleChoice: TSectionGrader<"MULTIPLE_CHOICE"> = ({ section, numbers, key, user }) => {
  const marks = new Map<number, boolean>();
  for (const group of multipleChoiceGroups(section.content, numbers)) {
    const expected = new Set(group.map((n) => normaliseChoice(key.get(n) ?? "")).filter((v) => v !== ""));
    const seen = new Set<string>();
    for (const n of group) {
      const chosen = normaliseChoice(user.get(n) ?? "");
      const correct = chosen !== "" && expected.has(chosen) && !seen.has(chosen);
      if (chosen !== "") seen.add(chosen);
      marks.set(n, correct);
    }
  }
  return marks;
};
