import { ROUTES } from "@bandcraft/contract/routes";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../lib/session";
import { mockCall, ok, refused, sent } from "../../test/api-mock";
import { descriptionOf } from "../../test/description-of";
import { renderRouter } from "../../test/render-router";
import { ADMIN, signedInEachTest } from "../../test/signed-in";
import { AdminPage } from "./admin-page";
import { TASK_TWO_PREFILL } from "./writing-add/task-prefill";

const THEMES = ok({
  TaskOneTypes: [{ key: "bar_chart", name: { en: "Bar chart", cn: "柱状图", jp: "棒グラフ" } }],
  TaskTwoTypes: [{ key: "opinion", name: { en: "Opinion" } }],
  TaskTwoThemes: [{ key: "transport", name: { en: "Transport", cn: "交通" } }],
});

function renderAdmin(view = "writing-add") {
  const router = createMemoryRouter([{ path: "/admin", element: <AdminPage /> }], {
    initialEntries: [`/admin?view=${view}`],
  });
  renderRouter(router);
  return router;
}

describe("admin page", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    mockCall(ROUTES.writingThemes, THEMES);
    mockCall(ROUTES.adminWritingAdd, ok({ writingPracticeID: "writing-task2-x" }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows Access Denied to a user without privilege 1", () => {
    saveSession("token", "720h", { email: "learner@example.com", privileges: [3] });
    renderAdmin();
    expect(screen.getByTestId("admin-access-denied").textContent).toContain(
      "You don't have permission to access this page.",
    );
  });

  it("shows the e-mail and a Coming Soon placeholder for modules not built yet", () => {
    renderAdmin("listening");
    expect(screen.getByTestId("admin-email").textContent).toBe("admin@example.com");
    expect(screen.getByTestId("admin-placeholder").textContent).toContain("Coming Soon");
    fireEvent.click(screen.getByTestId("admin-nav-speaking"));
    expect(screen.getByTestId("admin-placeholder").textContent).toContain("Speaking");
  });

  it("opens the sidebar on hover and closes it 300 ms after the pointer leaves", () => {
    vi.useFakeTimers();
    renderAdmin("listening");
    const sidebar = screen.getByTestId("admin-sidebar");
    fireEvent.pointerEnter(sidebar, { pointerType: "mouse" });
    expect(sidebar.dataset.open).toBe("true");
    fireEvent.pointerLeave(sidebar, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(299));
    expect(sidebar.dataset.open).toBe("true");
    act(() => vi.advanceTimersByTime(1));
    expect(sidebar.dataset.open).toBe("false");
  });

  it("shows every missing field's error, and clears each when its field is edited", async () => {
    renderAdmin();
    fireEvent.click(screen.getByTestId("add-writing-submit"));
    const content = screen.getByTestId("add-writing-content");
    await waitFor(() => expect(descriptionOf(content)).toBe("Content is required"));
    const types = (await screen.findByTestId("add-writing-theme-bar_chart")).closest("fieldset") as HTMLElement;
    expect(descriptionOf(types)).toBe("At least one type must be selected");
    expect(descriptionOf(screen.getByTestId("add-writing-image"))).toBe("Task 1 requires at least one image");
    fireEvent.change(content, { target: { value: "The chart shows…" } });
    expect(screen.queryByText("Content is required")).toBeNull();
    fireEvent.click(await screen.findByTestId("add-writing-theme-bar_chart"));
    expect(screen.queryByText("At least one type must be selected")).toBeNull();
    expect(sent(ROUTES.adminWritingAdd)).toHaveLength(0);
  });

  it("refuses a file that is not an image by its bytes", async () => {
    renderAdmin();
    const fake = new File(["MZ not really a picture"], "chart.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("add-writing-image"), { target: { files: [fake] } });
    await waitFor(() =>
      expect(descriptionOf(screen.getByTestId("add-writing-image"))).toMatch(/This file is not an image/),
    );
  });

  it("prefills task 2 and clears the untouched prefill on going back to task 1", async () => {
    renderAdmin();
    const content = () => (screen.getByTestId("add-writing-content") as HTMLTextAreaElement).value;
    const requirement = () => (screen.getByTestId("add-writing-requirement") as HTMLTextAreaElement).value;
    fireEvent.click(screen.getByTestId("add-writing-part-2"));
    expect(requirement()).toBe(TASK_TWO_PREFILL.requirement);
    expect(content()).toBe(`${TASK_TWO_PREFILL.content}\n`);
    expect(screen.queryByTestId("add-writing-image")).toBeNull();
    fireEvent.click(screen.getByTestId("add-writing-part-1"));
    expect(requirement()).toBe("");
    expect(content()).toBe("");
  });

  it("sends a task 2 as multipart without a manual content type, then resets and confirms for 3 s", async () => {
    renderAdmin();
    fireEvent.click(screen.getByTestId("add-writing-part-2"));
    fireEvent.change(screen.getByTestId("add-writing-content"), {
      target: { value: `${TASK_TWO_PREFILL.content}\nCars should be banned from city centres.` },
    });
    fireEvent.click(await screen.findByTestId("add-writing-theme-opinion"));
    fireEvent.click(screen.getByTestId("add-writing-theme-transport"));
    fireEvent.click(screen.getByTestId("add-writing-submit"));
    expect((await screen.findByTestId("add-writing-success")).textContent).toContain(
      "Writing practice added successfully!",
    );
    const [request] = sent(ROUTES.adminWritingAdd);
    expect(sent(ROUTES.adminWritingAdd)).toHaveLength(1);
    // The browser names the multipart boundary: a content type set by hand would lack it.
    expect(request?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    const form = request?.body as FormData;
    const data = JSON.parse(String(form.get("writingData")));
    expect(data.writingPractices).toMatchObject({
      part: 2,
      theme: ["opinion", "transport"],
      requirement: TASK_TWO_PREFILL.requirement,
    });
    expect(data.writingPractices.publishTime).toMatch(/^\d{10}$/);
    expect(form.get("pic")).toBeNull();
    expect((screen.getByTestId("add-writing-content") as HTMLTextAreaElement).value).toBe("");
    await waitFor(() => expect(screen.queryByTestId("add-writing-success")).toBeNull(), { timeout: 4000 });
  });

  it("shows the server's message when it refuses", async () => {
    mockCall(ROUTES.adminWritingAdd, refused(400, "The file is not an image: upload a PNG"));
    renderAdmin();
    fireEvent.click(screen.getByTestId("add-writing-part-2"));
    fireEvent.click(await screen.findByTestId("add-writing-theme-opinion"));
    fireEvent.click(screen.getByTestId("add-writing-submit"));
    expect((await screen.findByTestId("add-writing-failure")).textContent).toContain(
      "The file is not an image: upload a PNG",
    );
    // Nothing typed is lost on a refusal.
    expect((screen.getByTestId("add-writing-content") as HTMLTextAreaElement).value).toContain(
      TASK_TWO_PREFILL.content,
    );
  });
});
