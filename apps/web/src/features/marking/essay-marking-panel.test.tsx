import type { TMyAssignment } from "@bandcraft/contract/assignments";
import type { TEssayMarking } from "@bandcraft/contract/marking";
import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, ok, refused } from "../../test/api-mock";
import { renderInApp } from "../../test/render-router";
import { LEARNER, signedInEachTest } from "../../test/signed-in";
import { EssayMarkingPanel, type TPanelEssay } from "./essay-marking-panel";
import { SENT } from "./marking-test-setup";

const TEXT = "Governments should invest in prevention.\n\nHealthy people cost less.";
const ESSAY: TPanelEssay = { essayID: "essay-7", writingPracticeID: "task2-health", part: 2, text: TEXT };
const CLASSES = [
  { classID: "CL-00000000000A", name: "Year 10 A" },
  { classID: "CL-00000000000B", name: "Year 10 B" },
];

const assignment = (n: number, over: Partial<TMyAssignment> = {}): TMyAssignment => ({
  assignmentID: `AS-00000000000${n}`,
  classID: "CL-00000000000B",
  className: "Year 10 B",
  kind: "writing",
  title: `Essay ${n}`,
  opensAt: SENT - 86_400_000,
  dueAt: SENT + 86_400_000,
  timeLimitMinutes: null,
  writingTaskID: "task2-health",
  status: "to-do",
  late: false,
  testTakerID: null,
  essayID: null,
  marked: false,
  ...over,
});

const sentTo = (over: Partial<TEssayMarking> = {}): TEssayMarking => ({
  classID: "CL-00000000000B",
  className: "Year 10 B",
  assignmentID: null,
  sentAt: SENT,
  status: "sent",
  marks: null,
  ...over,
});

describe("the learner's marking panel", () => {
  signedInEachTest(LEARNER);

  it("sends for the assignment on this task, preselected with its class, after saying it is final", async () => {
    mockCall(ROUTES.essayMarking, [
      ok({ marking: null }),
      ok({ marking: sentTo({ assignmentID: "AS-000000000003" }) }),
    ]);
    mockCall(
      ROUTES.myAssignments,
      ok({
        classes: CLASSES,
        assignments: [
          assignment(1, { writingTaskID: "task2-other" }),
          assignment(2, { status: "upcoming" }),
          assignment(3),
          assignment(4, { status: "submitted" }),
          assignment(5, { kind: "test", writingTaskID: null }),
        ],
      }),
    );
    mockCall(ROUTES.essaySend, ok());
    renderInApp(<EssayMarkingPanel essay={ESSAY} />);
    const classSelect = (await screen.findByTestId("essay-send-class")) as HTMLSelectElement;
    expect(classSelect.value).toBe("CL-00000000000B");
    const assignmentSelect = screen.getByTestId("essay-send-assignment") as HTMLSelectElement;
    // Only the open, unsent assignment on this very task; or none at all.
    expect(Array.from(assignmentSelect.options, (o) => o.textContent)).toStrictEqual([
      "For assignment “Essay 3”",
      "Not for an assignment",
    ]);
    expect(assignmentSelect.value).toBe("AS-000000000003");

    fireEvent.click(screen.getByTestId("essay-send"));
    const dialog = within(await screen.findByTestId("essay-send-dialog"));
    expect(dialog.getByRole("heading").textContent).toBe("Send this essay to Year 10 B?");
    expect(screen.getByTestId("essay-send-dialog").textContent).toContain("Sending is final");
    expect(screen.getByTestId("essay-send-dialog").textContent).toContain("your work for the assignment “Essay 3”");
    fireEvent.click(dialog.getByTestId("essay-send-confirm"));
    expect((await screen.findByTestId("essay-sent")).textContent).toBe(
      "Sent to Year 10 B on Mar 14, 2026, 10:00 AM, waiting for marks.",
    );
    expect(bodiesSentTo(ROUTES.essaySend)).toStrictEqual([
      { essayID: "essay-7", classID: "CL-00000000000B", assignmentID: "AS-000000000003" },
    ]);
  });

  it("sends to a class chosen by the learner, not for an assignment, and says a refusal in their words", async () => {
    mockCall(ROUTES.essayMarking, ok({ marking: null }));
    mockCall(ROUTES.myAssignments, ok({ classes: CLASSES, assignments: [] }));
    mockCall(ROUTES.essaySend, refused(409, "Sent already", { reason: "essay-already-sent" }));
    renderInApp(<EssayMarkingPanel essay={ESSAY} />);
    fireEvent.click(await screen.findByTestId("essay-send"));
    expect(screen.getByRole("alert").textContent).toBe("Choose the class to send the essay to.");
    expect(screen.queryByTestId("essay-send-dialog")).toBeNull();
    expect(screen.queryByTestId("essay-send-assignment")).toBeNull();
    fireEvent.change(screen.getByTestId("essay-send-class"), { target: { value: "CL-00000000000A" } });
    fireEvent.click(screen.getByTestId("essay-send"));
    fireEvent.click(await screen.findByTestId("essay-send-confirm"));
    expect((await screen.findByTestId("essay-send-error")).textContent).toBe(
      "This essay was sent to a teacher already; an essay is sent only once.",
    );
    expect(bodiesSentTo(ROUTES.essaySend)).toStrictEqual([{ essayID: "essay-7", classID: "CL-00000000000A" }]);
  });

  it("is not there for a learner in no class", async () => {
    mockCall(ROUTES.essayMarking, ok({ marking: null }));
    mockCall(ROUTES.myAssignments, ok({ classes: [], assignments: [] }));
    const { container } = renderInApp(<EssayMarkingPanel essay={ESSAY} />);
    await waitFor(() => expect(bodiesSentTo(ROUTES.myAssignments)).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(""));
  });

  it("shows the returned marks: bands, overall, general comment, and each comment reachable from its words", async () => {
    const healthy = TEXT.indexOf("Healthy");
    mockCall(
      ROUTES.essayMarking,
      ok({
        marking: sentTo({
          status: "returned",
          marks: {
            bands: { task: 6, coherence: 6.5, lexical: 7, grammar: 6 },
            overall: 6.5,
            comments: [
              { start: healthy, end: healthy + "Healthy people".length, text: "Good point." },
              { start: 0, end: "Governments".length, text: "Which governments?" },
            ],
            generalComment: "Clear position.\nDevelop your examples.",
            savedAt: SENT,
            returnedAt: SENT + 3_600_000,
          },
        }),
      }),
    );
    renderInApp(<EssayMarkingPanel essay={ESSAY} />);
    const marks = within(await screen.findByTestId("essay-marks"));
    expect(screen.getByTestId("essay-marks").textContent).toContain("Year 10 B · returned Mar 14, 2026, 11:00 AM");
    expect(marks.getByTestId("essay-marks-overall").textContent).toBe("6.5");
    expect(marks.getByText("Task response").nextSibling?.textContent).toBe("6.0");
    expect(marks.getByTestId("essay-mark-band-lexical").textContent).toBe("7.0");
    expect(marks.getByTestId("essay-marks-general").textContent).toBe("Clear position.\nDevelop your examples.");
    expect(Array.from(document.querySelectorAll("mark"), (m) => m.textContent)).toStrictEqual([
      "1Governments",
      "2Healthy people",
    ]);
    const comments = marks.getAllByTestId("essay-mark-comment");
    expect(comments.map((c) => c.textContent)).toStrictEqual([
      "1“Governments”Which governments?Show in the essay",
      "2“Healthy people”Good point.Show in the essay",
    ]);
    // Each number in the text is a button read out with its comment, leading to it in the list and back.
    const second = marks.getByRole("button", { name: "Comment 2" });
    expect(document.getElementById(second.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Good point.");
    fireEvent.click(second);
    expect(document.activeElement).toBe(comments[1]);
    fireEvent.click(marks.getByRole("button", { name: "Show comment 2 in the essay" }));
    expect(document.activeElement).toBe(second);
  });
});
