import { ROUTES } from "@bandcraft/contract/routes";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, ok } from "../../../test/api-mock";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { openInEditorView } from "./editor-test-setup";

// The sample practice has 24 questions; as part 2 of "spring-1" it sits between a part 1 and a part 3 of 13 each.
const GROUPS = [
  {
    testGroup: "spring-1",
    parts: [
      { readingPracticeID: "p1", title: "Salt roads", level: 1, questionCount: 13 },
      { readingPracticeID: "p3", title: "Night skies", level: 3, questionCount: 13 },
    ],
  },
];

const openPart2 = () => openInEditorView("sample-1", "reading-editor-group");

describe("the editor's complete-test panel", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    mockCall(
      ROUTES.adminReadingSingle,
      ok({ readingPractice: { ...samplePractice(), level: 2, testGroup: "spring-1" } }),
    );
    mockCall(ROUTES.adminReadingGroups, ok({ data: GROUPS }));
    mockCall(ROUTES.adminReadingModify, (body) => ok({ readingPracticeID: body.readingPracticeID ?? "reading-new1" }));
  });

  it("shows the test's parts with their numbers and what keeps it from 40 questions", async () => {
    await openPart2();
    const parts = await screen.findByTestId("reading-editor-group-parts");
    expect([...parts.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Part 1 Salt roads · Questions 1–13",
      "Part 2 The history of glass · Questions 14–37",
      "Part 3 Night skies · Questions 27–39",
    ]);
    expect(screen.getByTestId("reading-editor-group-problems").textContent).toContain(
      "The parts hold 50 questions; a complete test has 40.",
    );
  });

  it("moves the passage to another group, saved with it; an empty name takes it out of every test", async () => {
    await openPart2();
    const name = screen.getByTestId("reading-editor-group-name");
    fireEvent.change(name, { target: { value: "autumn-2" } });
    expect((await screen.findByTestId("reading-editor-group-problems")).textContent).toContain(
      "Part 1 is still missing.",
    );
    fireEvent.click(screen.getByTestId("reading-editor-save"));
    await screen.findByText("Saved successfully!");
    expect(bodiesSentTo(ROUTES.adminReadingModify)[0]).toMatchObject({ testGroup: "autumn-2", level: 2 });
    fireEvent.change(name, { target: { value: "" } });
    expect(screen.queryByTestId("reading-editor-group-parts")).toBeNull();
  });
});
