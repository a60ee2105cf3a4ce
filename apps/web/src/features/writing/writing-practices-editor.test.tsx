import { ROUTES } from "@bandcraft/contract/routes";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo } from "../../test/api-mock";
import { LEARNER, signedInEachTest } from "../../test/signed-in";
import { draftKey, ownedKey } from "./editor/draft-store";
import { items, makeItem } from "./writing-fixtures";
import { renderPage, stubApi } from "./writing-practices-fixtures";

describe("/writing/practices: the editor", () => {
  signedInEachTest(LEARNER, { clearStorage: true });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function openTask(part: 1 | 2) {
    stubApi([[makeItem(`t${part}`, part)]]);
    const router = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: `Title t${part}` }));
    fireEvent.click(within(screen.getByTestId("start-dialog")).getByRole("button", { name: "Start Practice" }));
    await screen.findByTestId("writing-editor");
    return router;
  }

  it("Task 1: WT- id, heading, instruction, the task with its image, and a live word count", async () => {
    const router = await openTask(1);
    expect(router.state.location.search).toBe("?task=t1");
    expect(screen.getByTestId("writing-test-taker").textContent).toMatch(/^Test taker ID: WT-[0-9A-Z]{5,}$/);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Task 1");
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
    expect(screen.getByTestId("writing-instruction").textContent).toBe(
      "You should spend about 20 minutes on this task. Write at least 150 words.",
    );
    expect(screen.getByTestId("writing-task-content").textContent).toBe("Content of t1.");
    expect(screen.getByTestId("writing-task-requirement").textContent).toBe("Write at least 150 words.");
    const img = screen.getByRole("img");
    expect(img.getAttribute("src")).toBe("/api/images/t1.png");
    expect(img.getAttribute("alt")).toContain("Title t1");
    const essay = screen.getByLabelText("Your essay");
    fireEvent.change(essay, { target: { value: "Cities  change\nover time." } });
    const count = screen.getByTestId("word-count");
    expect(count.getAttribute("data-count")).toBe("4");
    expect(count.getAttribute("data-below")).toBe("true");
    expect(count.textContent).toContain("4 words, below the minimum of 150");
    fireEvent.change(essay, { target: { value: "word ".repeat(150) } });
    expect(count.getAttribute("data-below")).toBe("false");
    expect(count.textContent).toContain("150 words");
  });

  it("Task 2: the 40-minute instruction and a countdown that can be hidden", async () => {
    await openTask(2);
    expect(screen.getByTestId("writing-instruction").textContent).toBe(
      "You should spend about 40 minutes on this task. Write at least 250 words.",
    );
    expect(screen.getByRole("timer").getAttribute("aria-label")).toMatch(/^Time remaining: (40:00|39:5\d)$/);
    fireEvent.click(screen.getByRole("button", { name: "Hide timer" }));
    expect(screen.queryByRole("timer")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show timer" }));
    expect(screen.getByRole("timer").getAttribute("aria-label")).toMatch(/^Time remaining: \d\d:\d\d$/);
  });

  it("the draft is saved as the learner types and restored after a reload (the address names the task)", async () => {
    await openTask(2);
    const id = screen.getByTestId("writing-test-taker").textContent;
    fireEvent.change(screen.getByLabelText("Your essay"), { target: { value: "A draft worth keeping" } });
    await waitFor(() =>
      expect(localStorage.getItem(ownedKey(draftKey("t2"), "learner@example.com")) ?? "").toContain(
        "A draft worth keeping",
      ),
    );
    cleanup();
    // The reload: a fresh app on the same address, no list call needed.
    stubApi([]);
    renderPage("/writing/practices?task=t2");
    expect(((await screen.findByLabelText("Your essay")) as HTMLTextAreaElement).value).toBe("A draft worth keeping");
    expect(screen.getByTestId("word-count").getAttribute("data-count")).toBe("4");
    expect(screen.getByTestId("writing-test-taker").textContent).toBe(id);
  });

  it("an address naming a task without a draft shows the list", async () => {
    stubApi([items(1, 1, 1)]);
    const router = renderPage("/writing/practices?task=nothing-here");
    await screen.findByTestId("writing-list-page");
    expect(screen.queryByTestId("writing-editor")).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("Back with writing asks first: staying keeps the essay, leaving discards the draft", async () => {
    const router = await openTask(2);
    fireEvent.change(screen.getByLabelText("Your essay"), { target: { value: "Precious words" } });
    fireEvent.click(screen.getByRole("button", { name: "Back to the task list" }));
    const dialog = screen.getByTestId("leave-dialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Leave this essay?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep writing" }));
    expect((screen.getByLabelText("Your essay") as HTMLTextAreaElement).value).toBe("Precious words");
    fireEvent.click(screen.getByRole("button", { name: "Back to the task list" }));
    fireEvent.click(within(screen.getByTestId("leave-dialog")).getByRole("button", { name: "Discard and leave" }));
    await screen.findByTestId("writing-list-page");
    expect(screen.queryByTestId("writing-editor")).toBeNull();
    expect(router.state.location.search).toBe("");
    expect(localStorage.getItem(ownedKey(draftKey("t2"), "learner@example.com"))).toBeNull();
    expect(bodiesSentTo(ROUTES.draftDelete)).toEqual([{ writingPracticeID: "t2" }]);
    // Opening the task again starts a clean essay.
    fireEvent.click(await screen.findByRole("button", { name: "Title t2" }));
    fireEvent.click(within(screen.getByTestId("start-dialog")).getByRole("button", { name: "Start Practice" }));
    expect(((await screen.findByLabelText("Your essay")) as HTMLTextAreaElement).value).toBe("");
  });

  it("navigating elsewhere with writing is held for the same dialog", async () => {
    const router = await openTask(1);
    fireEvent.change(screen.getByLabelText("Your essay"), { target: { value: "Do not lose me" } });
    act(() => void router.navigate("/"));
    const dialog = await screen.findByTestId("leave-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep writing" }));
    expect(router.state.location.pathname).toBe("/writing/practices");
    act(() => void router.navigate("/"));
    fireEvent.click(
      within(await screen.findByTestId("leave-dialog")).getByRole("button", { name: "Discard and leave" }),
    );
    await screen.findByText("home page");
    expect(localStorage.getItem(ownedKey(draftKey("t1"), "learner@example.com"))).toBeNull();
  });

  it("Back with an empty essay leaves at once", async () => {
    await openTask(1);
    fireEvent.click(screen.getByRole("button", { name: "Back to the task list" }));
    expect(screen.queryByTestId("leave-dialog")).toBeNull();
    await screen.findByTestId("writing-list-page");
    expect(screen.queryByTestId("writing-editor")).toBeNull();
  });

  it("a saved draft is announced in the list and in the start dialog, and reopening restores it", async () => {
    await openTask(2);
    fireEvent.change(screen.getByLabelText("Your essay"), { target: { value: "Three words here" } });
    await waitFor(() =>
      expect(localStorage.getItem(ownedKey(draftKey("t2"), "learner@example.com")) ?? "").toContain("Three words here"),
    );
    cleanup();
    stubApi([[makeItem("t2", 2)]]);
    renderPage();
    const row = await screen.findByTestId("writing-row");
    expect(row.textContent).toContain("Draft saved");
    fireEvent.click(within(row).getByRole("button"));
    expect(screen.getByTestId("start-dialog").textContent).toContain("(3 words) will be restored");
    fireEvent.click(within(screen.getByTestId("start-dialog")).getByRole("button", { name: "Start Practice" }));
    expect(((await screen.findByLabelText("Your essay")) as HTMLTextAreaElement).value).toBe("Three words here");
  });
});
