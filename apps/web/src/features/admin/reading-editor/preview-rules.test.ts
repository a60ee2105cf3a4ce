import type { TReadingPractice } from "@bandcraft/contract/reading";
import { bandForScore } from "@bandcraft/domain/band";
import { gradePractice } from "@bandcraft/domain/grading/grade-practice";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { describe, expect, it } from "vitest";
import { emptyPractice, type TEditorPractice, toEditorPractice } from "./editor-state";
import { PREVIEW_PRACTICE_ID, previewPracticeOf, previewRecord } from "./preview-rules";

const editorSample = () => toEditorPractice(samplePractice());

/** The sample with its first section changed. */
function withFirstSection(change: (section: TEditorPractice["sections"][number]) => object): TEditorPractice {
  const practice = editorSample();
  const [first, ...rest] = practice.sections;
  return { ...practice, sections: [{ ...first, ...change(first!) } as TEditorPractice["sections"][number], ...rest] };
}

describe("what can be previewed", () => {
  it.each([
    ["a new test with no question section", () => emptyPractice()],
    ["a section without a number of questions", () => withFirstSection(() => ({ questionNumber: "" }))],
    ["a section whose count is not a whole number", () => withFirstSection(() => ({ questionNumber: "two" }))],
    ["a section whose content is not of its type's shape", () => withFirstSection(() => ({ content: { x: 1 } }))],
  ])("not %s", (_name, draft) => {
    expect(previewPracticeOf(draft())).toBeNull();
  });

  it("a saved test with its unsaved edits, as the bank would hold it after Save", () => {
    const draft = { ...editorSample(), title: "Edited, not saved" };
    const practice = previewPracticeOf(draft);
    expect(practice).toMatchObject({ readingPracticeID: "sample-1", title: "Edited, not saved" });
    expect(practice?.answers).toEqual(samplePractice().answers);
    expect(practice?.explanations).toEqual(samplePractice().explanations);
  });

  it("a test never saved, under the preview's own id, and with titles, instructions and key still empty", () => {
    const draft = withFirstSection(() => ({ title: "", instruction: "" }));
    const practice = previewPracticeOf({ ...draft, id: null, title: "", answers: { texts: {}, lists: [] } });
    expect(practice).toMatchObject({ readingPracticeID: PREVIEW_PRACTICE_ID, title: "", answers: {} });
  });
});

describe("the preview's marks", () => {
  const practice: TReadingPractice = samplePractice();
  const key = gradePractice(practice, {}).standardAnswers;
  /** Every question answered with the first accepted form of its key. */
  const allRight = Object.fromEntries(Object.entries(key).map(([n, v]) => [n, v.split("|")[0] ?? ""]));

  it.each([
    ["nothing answered", {}, 0],
    ["two right, one wrong, one blank", { 1: "B", 23: " Murano ", 24: "1066", 2: "  " }, 2],
    ["every question right", allRight, 24],
  ])("%s: the server's grading and band, and no submission", (_name, answers: Record<string, string>, correct) => {
    const record = previewRecord(practice, answers, 75.9);
    const grade = gradePractice(practice, answers);
    expect(record).toEqual({
      submissionID: "",
      totalCorrectCnt: correct,
      band: bandForScore(correct, 24),
      elapsedTime: 75,
      SubmissionResults: [
        {
          readingPracticeID: "sample-1",
          standardAnswers: grade.standardAnswers,
          userAnswers: grade.userAnswers,
          correctCnt: correct,
          correctTable: grade.correctTable,
        },
      ],
    });
  });

  it("keeps the answers as the server stores them: trimmed, blank ones left out", () => {
    const result = previewRecord(practice, { 23: " Murano ", 2: "  " }, 0).SubmissionResults[0];
    expect(result?.userAnswers).toEqual({ 23: "Murano" });
    expect(result?.correctTable).toMatchObject({ 2: false, 23: true });
  });
});
