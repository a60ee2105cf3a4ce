import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo, mockCall, refused } from "../../../test/api-mock";
import { signedInEachTest } from "../../../test/signed-in";
import { makeClass } from "../teaching-test-setup";
import { CLASS_ID, fake, mockAssignmentsApi, renderAssignments, TEACHER } from "./assignments-test-setup";

/** A time the teacher types, as this browser reads it (the test runs in whatever zone the machine has). */
const local = (value: string) => new Date(value).getTime();
const byTestId = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(byTestId(id), { target: { value } });
const option = (id: string, value: string) =>
  screen.getAllByTestId(id).find((el) => el.dataset.value === value) as HTMLInputElement;

async function openForm() {
  renderAssignments(`/teach/classes/${CLASS_ID}`);
  fireEvent.click(await screen.findByTestId("assignment-new"));
  await screen.findAllByTestId("assignment-test-option");
}

const create = () => fireEvent.click(screen.getByTestId("assignment-create"));
const createdBody = async () => {
  await waitFor(() => expect(screen.queryByTestId("assignment-dialog")).toBeNull());
  return bodiesSentTo(ROUTES.assignmentCreate).at(-1);
};

describe("a new assignment", () => {
  signedInEachTest(TEACHER);
  beforeEach(() => {
    fake.summary = makeClass(1, { name: "Year 10 A" });
    fake.assignments = [];
    fake.results = new Map();
    mockAssignmentsApi();
  });
  afterEach(() => vi.useRealTimers());

  it("opens now and is due a week later at 23:59, with an hour for a complete test", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(local("2026-04-01T09:30"));
    await openForm();
    expect(byTestId("assignment-opens").value).toBe("2026-04-01T09:30");
    expect(byTestId("assignment-due").value).toBe("2026-04-08T23:59");
    expect(byTestId("assignment-time-limit").value).toBe("60");
    expect(byTestId("assignment-untimed").checked).toBe(false);
  });

  it("gives a complete test with its time limit, leaving the title to the content", async () => {
    await openForm();
    const test = option("assignment-test-option", "test-18-2");
    expect(test.closest("label")?.textContent).toContain("Part 2: Coral cities");
    fireEvent.click(test);
    expect(byTestId("assignment-title").placeholder).toBe("Desert rivers · Coral cities · Learning to read");
    type("assignment-opens", "2026-04-02T08:00");
    type("assignment-due", "2026-04-09T17:00");
    type("assignment-time-limit", "75");
    create();
    expect(await createdBody()).toStrictEqual({
      classID: CLASS_ID,
      kind: "test",
      testGroup: "test-18-2",
      opensAt: local("2026-04-02T08:00"),
      dueAt: local("2026-04-09T17:00"),
      timeLimitMinutes: 75,
    });
    expect((await screen.findAllByTestId("assignment-row")).length).toBe(1);
  });

  it("gives up to three passages in the order chosen, reordered, untimed, under its own title", async () => {
    await openForm();
    fireEvent.click(screen.getByTestId("assignment-kind-passages"));
    fireEvent.change(screen.getByTestId("assignment-passage-filter"), { target: { value: "THE" } });
    expect(screen.getAllByTestId("assignment-passage-option").map((el) => el.dataset.value)).toEqual([
      "p-bees",
      "p-glass",
      "p-tides",
    ]);
    fireEvent.change(screen.getByTestId("assignment-passage-filter"), { target: { value: "" } });
    for (const id of ["p-tides", "p-bees", "p-maps"]) fireEvent.click(option("assignment-passage-option", id));
    expect(option("assignment-passage-option", "p-glass").disabled).toBe(true);
    expect(screen.getByTestId("assignment-passage-count").textContent).toBe("3 of 3 passages chosen");
    expect(byTestId("assignment-time-limit").value).toBe("60");
    fireEvent.click(screen.getByRole("button", { name: "Move The secret life of bees one part earlier" }));
    expect(screen.getAllByTestId("assignment-passage-chosen").map((el) => el.textContent)).toEqual([
      expect.stringContaining("Part 1: The secret life of bees"),
      expect.stringContaining("Part 2: Tides and the moon"),
      expect.stringContaining("Part 3: Maps before satellites"),
    ]);
    fireEvent.click(byTestId("assignment-untimed"));
    expect(byTestId("assignment-time-limit").disabled).toBe(true);
    type("assignment-title", "  Week 3 reading  ");
    create();
    expect(await createdBody()).toMatchObject({
      kind: "passages",
      title: "Week 3 reading",
      practiceIDs: ["p-bees", "p-tides", "p-maps"],
      timeLimitMinutes: null,
    });
  });

  it("gives a writing task, found by title and part, with no time limit", async () => {
    await openForm();
    fireEvent.click(screen.getByTestId("assignment-kind-writing"));
    expect(screen.queryByTestId("assignment-time-limit")).toBeNull();
    fireEvent.change(screen.getByTestId("assignment-task-part"), { target: { value: "2" } });
    const tasks = screen.getAllByTestId("assignment-task-option");
    expect(tasks.map((el) => el.closest("label")?.textContent)).toEqual(["Should cities ban cars?Task 2"]);
    fireEvent.click(tasks[0] as HTMLElement);
    create();
    const body = await createdBody();
    expect(body).toMatchObject({ kind: "writing", writingTaskID: "w-cities", timeLimitMinutes: null });
    expect(body).not.toHaveProperty("testGroup");
  });

  it("says the due time must come after the opening, and that something must be chosen, before sending", async () => {
    await openForm();
    type("assignment-opens", "2026-04-10T09:00");
    type("assignment-due", "2026-04-09T09:00");
    create();
    expect((await screen.findByTestId("assignment-due-error")).textContent).toBe(
      "The due time must be after the opening time.",
    );
    expect(screen.getByTestId("assignment-content-error").textContent).toBe("Choose a complete test.");
    fireEvent.click(screen.getByTestId("assignment-kind-passages"));
    expect(screen.getByTestId("assignment-content-error").textContent).toBe("Choose at least one passage.");
    type("assignment-time-limit", "0");
    expect(screen.getByTestId("assignment-time-limit-error").textContent).toContain("from 1 to 300");
    expect(bodiesSentTo(ROUTES.assignmentCreate)).toHaveLength(0);
  });

  it("says a refusal by its reason, in the teacher's language", async () => {
    await openForm();
    fake.summary = makeClass(1, { name: "Year 10 A", archived: true });
    fireEvent.click(screen.getAllByTestId("assignment-test-option")[0] as HTMLElement);
    create();
    expect((await screen.findByTestId("assignment-create-error")).textContent).toBe(
      "This class is archived, so its assignments cannot change. Restore it first.",
    );
    mockCall(
      ROUTES.assignmentCreate,
      refused(409, "That passage left the bank", { reason: "assignment-content-gone" }),
    );
    create();
    await waitFor(() =>
      expect(screen.getByTestId("assignment-create-error").textContent).toBe(
        "Some of the chosen content is no longer in the bank. Choose again.",
      ),
    );
    expect(bodiesSentTo(ROUTES.assignmentCreate)).toHaveLength(2);
    expect(screen.queryByTestId("assignment-dialog")).not.toBeNull();
  });
});
