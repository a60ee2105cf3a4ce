import { sectionQuestionNumbers } from "@bandcraft/domain/question-numbers";
import type { TContentBank } from "./content-bank";

/** Counts for the bank's report and its coverage guards. */
export interface TBankStatistics {
  passages: number;
  questions: number;
  /** Per question type: sections, questions and the part levels it appears at. */
  types: Record<string, { sections: number; questions: number; levels: number[] }>;
  completionTypes: Record<string, number>;
  completeTests: number;
  writing: { taskOne: number; taskTwo: number; byKey: Record<string, number> };
}

/** Tallies a bank: passages, questions and sections per type, levels, writing tasks per type and theme. */
export function bankStatistics(bank: TContentBank): TBankStatistics {
  const types: TBankStatistics["types"] = {};
  const completionTypes: Record<string, number> = {};
  let questions = 0;
  for (const { practice } of bank.practices) {
    const numbers = sectionQuestionNumbers(practice);
    practice.questionSections.forEach((section, i) => {
      const entry = types[section.questionType] ?? { sections: 0, questions: 0, levels: [] };
      types[section.questionType] = entry;
      const count = numbers[i]?.length ?? section.questionNumber;
      entry.sections += 1;
      entry.questions += count;
      questions += count;
      if (!entry.levels.includes(practice.level)) entry.levels = [...entry.levels, practice.level].sort();
      if (section.questionType === "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION") {
        const kind = section.content.completionType;
        completionTypes[kind] = (completionTypes[kind] ?? 0) + 1;
      }
    });
  }
  const byKey: Record<string, number> = {};
  for (const { item } of bank.writingItems) for (const key of item.theme) byKey[key] = (byKey[key] ?? 0) + 1;
  const groups = new Set(bank.practices.map((p) => p.practice.testGroup).filter(Boolean));
  return {
    passages: bank.practices.length,
    questions,
    types,
    completionTypes,
    completeTests: groups.size,
    writing: {
      taskOne: bank.writingItems.filter((w) => w.item.part === 1).length,
      taskTwo: bank.writingItems.filter((w) => w.item.part === 2).length,
      byKey,
    },
  };
}

/** The statistics as lines an operator (or a closing note) can read. */
export function formatStatistics(s: TBankStatistics): string {
  const lines = [
    `${s.passages} passages in ${s.completeTests} complete tests, ${s.questions} questions`,
    "question types (sections / questions / part levels):",
    ...Object.entries(s.types).map(([type, t]) => `  ${type}: ${t.sections} / ${t.questions} / ${t.levels.join(",")}`),
    `completion types: ${Object.entries(s.completionTypes)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")}`,
    `writing: ${s.writing.taskOne} Task 1, ${s.writing.taskTwo} Task 2`,
    `  by type/theme: ${Object.entries(s.writing.byKey)
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")}`,
  ];
  return lines.join("\n");
}
