import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, NETWORK_ERROR } from "../../test/api-mock";
import { descriptionOf } from "../../test/description-of";
import { ADMIN, signedInEachTest } from "../../test/signed-in";
import { classID, fake, learner, makeClass, mockClassesApi, renderTeaching, TEACHER } from "./teaching-test-setup";

const cards = async () => within(await screen.findByTestId("classes-list")).getAllByTestId("class-card");
const names = async () => (await cards()).map((card) => within(card).getByTestId("class-open").textContent);

describe("the classes list", () => {
  signedInEachTest(TEACHER);
  beforeEach(() => {
    fake.classes = [
      makeClass(1, { name: "Year 10 A", learners: [learner("a@school.org"), learner("b@school.org")] }),
      makeClass(2, { name: "Year 11 B", archived: true }),
      makeClass(3, { name: "IELTS evening" }),
    ];
    fake.accounts = new Set();
    mockClassesApi();
  });

  it("lists the active classes newest first, each a link named by the class, with its figures", async () => {
    const router = renderTeaching("/teach");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Classes");
    expect(await names()).toEqual(["IELTS evening", "Year 10 A"]);
    expect(bodiesSentTo(ROUTES.classList)[0]).toStrictEqual({ paginationRequest: { page: 1, pageSize: 20 } });
    expect(screen.getByTestId("classes-total").textContent).toBe("2 classes");
    const second = (await cards())[1] as HTMLElement;
    expect(within(second).getByTestId("class-learner-count").textContent).toBe("2 learners");
    expect(second.textContent).toContain("Created Mar 14, 2026");
    // The teacher's own classes do not name the teacher.
    expect(within(second).queryByTestId("class-teacher")).toBeNull();
    fireEvent.click(within(second).getByRole("link", { name: "Year 10 A" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/teach/classes/${classID(1)}`));
  });

  it("shows archived classes, badged, when asked, from page 1", async () => {
    const router = renderTeaching("/teach");
    await cards();
    fireEvent.click(screen.getByTestId("class-show-archived"));
    await waitFor(async () => expect(await names()).toEqual(["IELTS evening", "Year 11 B", "Year 10 A"]));
    expect(bodiesSentTo(ROUTES.classList).at(-1)).toStrictEqual({
      paginationRequest: { page: 1, pageSize: 20 },
      includeArchived: true,
    });
    expect(router.state.location.search).toBe("?archived=1");
    const badges = screen.getAllByTestId("class-archived-badge");
    expect(badges.map((b) => b.closest("[data-testid=class-card]")?.textContent)).toEqual([
      expect.stringContaining("Year 11 B"),
    ]);
    expect(badges[0]?.textContent).toBe("Archived");
  });

  it("pages through more than 20 classes", async () => {
    fake.classes = Array.from({ length: 25 }, (_, i) => makeClass(i + 1));
    renderTeaching("/teach");
    expect(await cards()).toHaveLength(20);
    expect(screen.getByTestId("classes-page").textContent).toBe("Page 1 of 2");
    expect((screen.getByTestId("classes-previous") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId("classes-next"));
    await waitFor(async () => expect(await cards()).toHaveLength(5));
    expect(await names()).toEqual(["Class 5", "Class 4", "Class 3", "Class 2", "Class 1"]);
    expect(bodiesSentTo(ROUTES.classList).at(-1)?.paginationRequest).toStrictEqual({ page: 2, pageSize: 20 });
    expect((screen.getByTestId("classes-next") as HTMLButtonElement).disabled).toBe(true);
  });

  it("creates a class, says so with a link to it, and lists it first", async () => {
    renderTeaching("/teach");
    await cards();
    fireEvent.change(screen.getByTestId("class-create-name"), { target: { value: "  Saturday group " } });
    fireEvent.click(screen.getByTestId("class-create-submit"));
    const done = await screen.findByTestId("class-create-done");
    expect(done.textContent).toContain("Class “Saturday group” created.");
    expect(within(done).getByRole("link", { name: "Open it" }).getAttribute("href")).toBe(
      `/teach/classes/${classID(4)}`,
    );
    expect(bodiesSentTo(ROUTES.classCreate)).toStrictEqual([{ name: "Saturday group" }]);
    expect((screen.getByTestId("class-create-name") as HTMLInputElement).value).toBe("");
    await waitFor(async () => expect((await names())[0]).toBe("Saturday group"));
  });

  it("checks the name before sending: required, and at most 80 characters", async () => {
    renderTeaching("/teach");
    await cards();
    const input = screen.getByTestId("class-create-name");
    fireEvent.click(screen.getByTestId("class-create-submit"));
    await waitFor(() => expect(descriptionOf(input)).toContain("Enter a name for the class."));
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: "x".repeat(81) } });
    fireEvent.click(screen.getByTestId("class-create-submit"));
    await waitFor(() => expect(descriptionOf(input)).toContain("A class name may have at most 80 characters."));
    expect(bodiesSentTo(ROUTES.classCreate)).toHaveLength(0);
  });

  it("says in the teacher's words that the name is taken, keeping what was typed", async () => {
    renderTeaching("/teach");
    await cards();
    fireEvent.change(screen.getByTestId("class-create-name"), { target: { value: "year 10 a" } });
    fireEvent.click(screen.getByTestId("class-create-submit"));
    expect((await screen.findByTestId("class-create-error")).textContent).toBe(
      "The teacher already has another class with this name that is not archived. Choose another name.",
    );
    expect((screen.getByTestId("class-create-name") as HTMLInputElement).value).toBe("year 10 a");
  });

  it("says when there are no classes yet, and that archived ones are hidden", async () => {
    fake.classes = [];
    renderTeaching("/teach");
    const empty = await screen.findByTestId("classes-empty");
    expect(empty.textContent).toContain("No classes yet. Create your first class above.");
    expect(empty.textContent).toContain("Archived classes are hidden");
  });

  it("says the list could not load, and loads it again on Try again", async () => {
    mockCall(ROUTES.classList, NETWORK_ERROR);
    renderTeaching("/teach");
    expect((await screen.findByTestId("classes-error")).textContent).toContain("The server could not be reached.");
    mockClassesApi();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await cards()).toHaveLength(2);
  });
});

describe("the classes list for an administrator", () => {
  signedInEachTest(ADMIN);

  it("names each class's teacher", async () => {
    fake.classes = [makeClass(1), makeClass(2, { teacherEmail: "other@example.com" })];
    mockClassesApi();
    renderTeaching("/teach");
    await cards();
    expect(screen.getAllByTestId("class-teacher").map((el) => el.textContent)).toEqual([
      "Teacher: other@example.com",
      "Teacher: teacher@example.com",
    ]);
  });
});
