import type { TUserInfo } from "@bandcraft/contract/accounts";
import type { TEssayMarks, TSentEssay } from "@bandcraft/contract/marking";
import type { TWritingItem } from "@bandcraft/contract/writing";
import { createMemoryRouter } from "react-router";
import { renderRouter } from "../../test/render-router";
import { EssaysTab } from "./essays-tab";
import type { TMarkingData } from "./marking.api";
import { MarkingPage } from "./marking-page";

/** A teacher (privilege 10). */
export const TEACHER: TUserInfo = { email: "teacher@example.com", privileges: [10] };
export const CLASS_ID = "CL-000000000001";
export const SENT = Date.UTC(2026, 2, 14, 10, 0);

/** The task an essay answered, as it kept it. */
export const TASK: TWritingItem = {
  writingPracticeID: "task2-health",
  part: 2,
  title: "Public health spending",
  publishTime: 1_736_842_500,
  theme: ["opinion"],
  content: "Some say governments should spend more on prevention. To what extent do you agree?",
};

/** An essay sent to the class, numbered (a higher number was sent later). */
export function sentEssay(n: number, over: Partial<TSentEssay> = {}): TSentEssay {
  return {
    essayID: `essay-${n}`,
    email: `learner${n}@school.org`,
    name: `Learner ${n}`,
    part: 2,
    taskTitle: TASK.title ?? "",
    wordCount: 250 + n,
    sentAt: SENT + n * 60_000,
    assignmentID: null,
    late: false,
    status: "sent",
    overall: null,
    ...over,
  };
}

/** One essay as markingGet answers it: the text, its task and the marks so far. */
export function markingData(
  text: string,
  marks: TEssayMarks | null = null,
  over: Partial<TSentEssay> = {},
): TMarkingData {
  return {
    essay: { ...sentEssay(1, over), classID: CLASS_ID, className: "Year 10 A", text, task: TASK },
    marks,
  };
}

/** The class page's Essays tab and the marking page, at `path`; answers the router for the test to follow. */
export function renderMarking(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/teach/classes/:classID", element: <EssaysTab classID={CLASS_ID} /> },
      { path: "/teach/classes/:classID/essays/:essayID", element: <MarkingPage /> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router);
  return router;
}

/** Selects [start, end) of the essay's read-only textarea, as the mouse, a finger or Shift+arrows would. */
export function selectInEssay(textarea: HTMLElement, start: number, end: number) {
  const area = textarea as HTMLTextAreaElement;
  area.focus();
  area.setSelectionRange(start, end);
}
