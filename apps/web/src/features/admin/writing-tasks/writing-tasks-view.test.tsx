import type { TAdminWritingSummary } from "@bandcraft/contract/admin-writing";
import { ROUTES } from "@bandcraft/contract/routes";
import type { TWritingItem } from "@bandcraft/contract/writing";
import { solidPng } from "@bandcraft/domain/testing/solid-png";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, NETWORK_ERROR, ok, refused, sent } from "../../../test/api-mock";
import { descriptionOf } from "../../../test/description-of";
import { renderRouter } from "../../../test/render-router";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { AdminPage } from "../admin-page";

const THEMES = ok({
  TaskOneTypes: [
    { key: "bar_chart", name: { en: "Bar chart" } },
    { key: "map", name: { en: "Map" } },
  ],
  TaskTwoTypes: [{ key: "opinion", name: { en: "Opinion" } }],
  TaskTwoThemes: [{ key: "transport", name: { en: "Transport" } }],
});
const PIC = `/api/images/${"a".repeat(64)}.png`;
const summary = (n: number, extra: Partial<TAdminWritingSummary> = {}): TAdminWritingSummary => ({
  writingPracticeID: `writing-task1-${n}`,
  part: 1,
  title: `Ferry passengers ${n}`,
  publishTime: 1_795_000_000,
  theme: ["bar_chart"],
  excerpt: "The chart shows ferry passengers on three routes.",
  pic: PIC,
  ...extra,
});
const TASK: TWritingItem = {
  writingPracticeID: "writing-task1-1",
  part: 1,
  title: "Ferry pasengers",
  publishTime: 1_795_000_000,
  theme: ["bar_chart"],
  content: "The chart shows ferry passengers on three routes.",
  requirement: "Write at least 150 words.",
  pic: PIC,
};

function renderTasks() {
  const router = createMemoryRouter([{ path: "/admin", element: <AdminPage /> }], {
    initialEntries: ["/admin?view=writing-tasks"],
  });
  renderRouter(router);
}
const cards = async () => within(await screen.findByTestId("writing-tasks-cards")).getAllByTestId("writing-task-card");
const listBodies = () => bodiesSentTo(ROUTES.adminWritingList);
const select = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("admin writing tasks", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    mockCall(ROUTES.writingThemes, THEMES);
    mockCall(ROUTES.adminWritingList, ok({ data: { tasks: [summary(1), summary(2)], totalCnt: 2 } }));
  });

  it("lists tasks as cards with title, task, excerpt, chart and type names, ten a page", async () => {
    mockCall(ROUTES.adminWritingList, (body) =>
      ok({
        data: { tasks: body.paginationRequest.page === 1 ? [summary(1), summary(2)] : [summary(11)], totalCnt: 11 },
      }),
    );
    renderTasks();
    const [first] = await cards();
    expect(listBodies()[0]).toStrictEqual({ paginationRequest: { page: 1, pageSize: 10 } });
    const card = within(first as HTMLElement);
    expect(card.getByTestId("writing-task-card-title").textContent).toBe("Ferry passengers 1");
    expect(card.getByTestId("writing-task-card-excerpt").textContent).toContain("ferry passengers");
    expect(card.getByTestId("writing-task-card-pic").getAttribute("src")).toBe(PIC);
    expect(first?.textContent).toContain("Task 1");
    expect(first?.textContent).toContain("Bar chart");
    expect(screen.getByTestId("writing-tasks-count").textContent).toBe("11 tasks");
    expect(screen.getByTestId("writing-tasks-page").textContent).toBe("Page 1 of 2");
    expect((screen.getByTestId("writing-tasks-previous") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId("writing-tasks-next"));
    await waitFor(() => expect(screen.getByTestId("writing-tasks-page").textContent).toBe("Page 2 of 2"));
    expect(await cards()).toHaveLength(1);
    expect((screen.getByTestId("writing-tasks-next") as HTMLButtonElement).disabled).toBe(true);
  });

  it("searches on Enter and narrows by task and by a type the task offers, each time from page 1", async () => {
    renderTasks();
    await cards();
    fireEvent.change(screen.getByTestId("writing-tasks-search"), { target: { value: "  ferry " } });
    fireEvent.submit(screen.getByTestId("writing-tasks-search"));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ query: "ferry" }));
    select("writing-tasks-part", "2");
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ query: "ferry", part: 2 }));
    const themeOptions = () =>
      [...(screen.getByTestId("writing-tasks-theme") as HTMLSelectElement).options].map((o) => o.textContent);
    expect(themeOptions()).toEqual(["All types and themes", "Opinion", "Transport"]);
    select("writing-tasks-theme", "transport");
    await waitFor(() =>
      expect(listBodies().at(-1)).toStrictEqual({
        paginationRequest: { page: 1, pageSize: 10 },
        query: "ferry",
        part: 2,
        theme: "transport",
      }),
    );
    // Task 1 offers no "transport": the theme goes with the switch.
    select("writing-tasks-part", "1");
    await waitFor(() =>
      expect(listBodies().at(-1)).toStrictEqual({
        paginationRequest: { page: 1, pageSize: 10 },
        query: "ferry",
        part: 1,
      }),
    );
    fireEvent.click(screen.getByTestId("writing-tasks-search-clear"));
    await waitFor(() =>
      expect(listBodies().at(-1)).toStrictEqual({ paginationRequest: { page: 1, pageSize: 10 }, part: 1 }),
    );
  });

  it("says when nothing matches", async () => {
    mockCall(ROUTES.adminWritingList, ok({ data: { tasks: [], totalCnt: 0 } }));
    renderTasks();
    expect((await screen.findByTestId("writing-tasks-empty")).textContent).toContain("No writing tasks found");
  });

  it("shows a failed load with the server's words, or a network error, and tries again", async () => {
    mockCall(ROUTES.adminWritingList, [
      refused(500, "The database is resting"),
      NETWORK_ERROR,
      ok({ data: { tasks: [summary(1)], totalCnt: 1 } }),
    ]);
    renderTasks();
    expect((await screen.findByTestId("writing-tasks-error-message")).textContent).toBe("The database is resting");
    fireEvent.click(screen.getByTestId("writing-tasks-retry"));
    await waitFor(() =>
      expect(screen.getByTestId("writing-tasks-error-message").textContent).toBe(
        "Network error: Unable to reach the server",
      ),
    );
    fireEvent.click(screen.getByTestId("writing-tasks-retry"));
    expect(await cards()).toHaveLength(1);
  });

  it("edits a task in the add form: fixes its title, replaces its chart, saves, and is back at the list", async () => {
    mockCall(ROUTES.adminWritingSingle, ok({ writingPractice: TASK }));
    mockCall(ROUTES.adminWritingModify, ok({ writingPractice: { ...TASK, title: "Ferry passengers" } }));
    renderTasks();
    const [first] = await cards();
    fireEvent.click(within(first as HTMLElement).getByTestId("writing-task-card-edit"));
    const title = (await screen.findByTestId("add-writing-title")) as HTMLInputElement;
    expect(bodiesSentTo(ROUTES.adminWritingSingle)).toEqual([{ writingPracticeID: "writing-task1-1" }]);
    expect(title.value).toBe("Ferry pasengers");
    expect((screen.getByTestId("add-writing-requirement") as HTMLTextAreaElement).value).toBe(
      "Write at least 150 words.",
    );
    expect((screen.getByTestId("add-writing-theme-bar_chart") as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByTestId("writing-image-current")).getByRole("img").getAttribute("src")).toBe(PIC);

    fireEvent.change(title, { target: { value: "Ferry passengers" } });
    const chart = new File([new Uint8Array(solidPng(12, 8))], "new-chart.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("add-writing-image"), { target: { files: [chart] } });
    await waitFor(() => expect(screen.queryByTestId("writing-image-current")).toBeNull());
    fireEvent.click(screen.getByTestId("writing-task-save"));

    expect((await screen.findByTestId("writing-tasks-saved")).textContent).toContain("Saved: Ferry passengers");
    const form = sent(ROUTES.adminWritingModify)[0]?.body as FormData;
    expect(JSON.parse(String(form.get("writingData")))).toStrictEqual({
      writingPracticeID: "writing-task1-1",
      image: "replace",
      writingPractices: {
        part: 1,
        content: TASK.content,
        theme: ["bar_chart"],
        title: "Ferry passengers",
        requirement: "Write at least 150 words.",
      },
    });
    expect((form.get("pic") as File).name).toBe("new-chart.png");
    // The list is asked again, so the card shows the change.
    await waitFor(() => expect(listBodies()).toHaveLength(2));
  });

  it("removes the current chart only to be told a Task 1 needs one; nothing is sent", async () => {
    mockCall(ROUTES.adminWritingSingle, ok({ writingPractice: TASK }));
    renderTasks();
    fireEvent.click(within((await cards())[0] as HTMLElement).getByTestId("writing-task-card-edit"));
    fireEvent.click(await screen.findByTestId("writing-image-remove"));
    expect(screen.queryByTestId("writing-image-current")).toBeNull();
    fireEvent.click(screen.getByTestId("writing-task-save"));
    await waitFor(() =>
      expect(descriptionOf(screen.getByTestId("add-writing-image"))).toBe("Task 1 requires at least one image"),
    );
    expect(sent(ROUTES.adminWritingModify)).toHaveLength(0);
    fireEvent.click(screen.getByTestId("writing-task-cancel"));
    expect(await cards()).toHaveLength(2);
  });

  it("keeps the form and shows the server's words when a save is refused", async () => {
    mockCall(ROUTES.adminWritingSingle, ok({ writingPractice: TASK }));
    mockCall(ROUTES.adminWritingModify, refused(404, "No writing task with the id writing-task1-1"));
    renderTasks();
    fireEvent.click(within((await cards())[0] as HTMLElement).getByTestId("writing-task-card-edit"));
    fireEvent.click(await screen.findByTestId("writing-task-save"));
    expect((await screen.findByTestId("add-writing-failure")).textContent).toContain(
      "No writing task with the id writing-task1-1",
    );
    const form = sent(ROUTES.adminWritingModify)[0]?.body as FormData;
    expect(JSON.parse(String(form.get("writingData"))).image).toBe("keep");
    expect(form.get("pic")).toBeNull();
    expect((screen.getByTestId("add-writing-title") as HTMLInputElement).value).toBe("Ferry pasengers");
  });

  it("deletes a task after asking, saying what essays keep; Cancel sends nothing", async () => {
    mockCall(ROUTES.adminWritingDelete, ok());
    renderTasks();
    const [first] = await cards();
    fireEvent.click(within(first as HTMLElement).getByTestId("writing-task-card-delete"));
    const dialog = await screen.findByTestId("writing-task-delete-dialog");
    expect(dialog.textContent).toContain("Ferry passengers 1");
    expect(dialog.textContent).toContain("Essays already written keep the task");
    fireEvent.click(within(dialog).getByText("Cancel"));
    await waitFor(() => expect(screen.queryByTestId("writing-task-delete-dialog")).toBeNull());
    expect(sent(ROUTES.adminWritingDelete)).toHaveLength(0);

    fireEvent.click(within((await cards())[0] as HTMLElement).getByTestId("writing-task-card-delete"));
    fireEvent.click(await screen.findByTestId("writing-task-delete-confirm"));
    expect((await screen.findByTestId("notification-dialog")).textContent).toContain("The writing task was deleted.");
    expect(bodiesSentTo(ROUTES.adminWritingDelete)).toEqual([{ writingPracticeID: "writing-task1-1" }]);
    await waitFor(() => expect(listBodies()).toHaveLength(2));
  });

  it("keeps the dialog open with the reason when a delete is refused", async () => {
    mockCall(ROUTES.adminWritingDelete, refused(404, "No writing task with the id writing-task1-1"));
    renderTasks();
    fireEvent.click(within((await cards())[0] as HTMLElement).getByTestId("writing-task-card-delete"));
    fireEvent.click(await screen.findByTestId("writing-task-delete-confirm"));
    expect((await screen.findByTestId("writing-task-delete-problem")).textContent).toBe(
      "No writing task with the id writing-task1-1",
    );
  });
});
