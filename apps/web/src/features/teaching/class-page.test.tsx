import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodiesSentTo } from "../../test/api-mock";
import { signedInEachTest } from "../../test/signed-in";
import { classID, fake, learner, makeClass, mockClassesApi, renderTeaching, TEACHER } from "./teaching-test-setup";

const rows = async () => within(await screen.findByTestId("class-learners")).getAllByTestId("class-learner-row");
const dialog = (testId: string) => within(screen.getByTestId(testId));

describe("a class's page", () => {
  signedInEachTest(TEACHER);
  beforeEach(() => {
    fake.classes = [
      makeClass(1, {
        name: "Year 10 A",
        learners: [
          learner("ana@school.org", { name: "Ana Li" }),
          learner("ben@school.org", { mustChangePassword: true }),
          learner("cy@school.org", { disabled: true }),
        ],
      }),
      makeClass(2, { name: "Year 11 B" }),
    ];
    fake.accounts = new Set(["ana@school.org", "ben@school.org", "cy@school.org"]);
    mockClassesApi();
  });

  it("shows the class and its learners: name, first sign-in still to come, disabled, added", async () => {
    renderTeaching(`/teach/classes/${classID(1)}`);
    const [ana, ben, cy] = (await rows()) as HTMLElement[];
    expect(screen.getByTestId("class-name").textContent).toBe("Year 10 A");
    expect(screen.getByRole("tab", { name: "Learners" }).getAttribute("aria-selected")).toBe("true");
    expect(bodiesSentTo(ROUTES.classGet)).toStrictEqual([{ classID: classID(1) }]);
    expect(ana?.textContent).toContain("Ana Li");
    expect(ana?.textContent).toContain("Mar 14, 2026");
    expect(within(ben as HTMLElement).getByTestId("class-learner-never-signed-in").textContent).toBe(
      "Has not signed in yet",
    );
    expect(within(cy as HTMLElement).getByTestId("class-learner-disabled").textContent).toBe("Disabled");
    expect(screen.getByTestId("class-learners-count").textContent).toBe("3 learners");
  });

  it("renames the class in a dialog, refusing a name another class has", async () => {
    renderTeaching(`/teach/classes/${classID(1)}`);
    await rows();
    fireEvent.click(screen.getByRole("button", { name: "Rename the class Year 10 A" }));
    const name = dialog("class-rename-dialog").getByTestId("class-rename-name");
    expect((name as HTMLInputElement).value).toBe("Year 10 A");
    fireEvent.change(name, { target: { value: "Year 11 B" } });
    fireEvent.click(screen.getByTestId("class-rename-submit"));
    expect((await screen.findByTestId("class-rename-error")).textContent).toContain("another class with this name");
    fireEvent.change(name, { target: { value: "Year 10 A (spring)" } });
    fireEvent.click(screen.getByTestId("class-rename-submit"));
    await waitFor(() => expect(screen.getByTestId("class-name").textContent).toBe("Year 10 A (spring)"));
    expect(screen.queryByTestId("class-rename-dialog")).toBeNull();
    expect(bodiesSentTo(ROUTES.classUpdate).at(-1)).toStrictEqual({ classID: classID(1), name: "Year 10 A (spring)" });
  });

  it("archives after saying learners and work stay; archived, it takes no learners, and restores", async () => {
    renderTeaching(`/teach/classes/${classID(1)}`);
    await rows();
    expect(screen.getByTestId("learners-emails").tagName).toBe("TEXTAREA");
    fireEvent.click(screen.getByTestId("class-archive"));
    const ask = dialog("class-archive-dialog");
    expect(screen.getByTestId("class-archive-dialog").textContent).toContain("Its learners and their work stay");
    fireEvent.click(ask.getByTestId("class-archive-confirm"));
    await screen.findByTestId("class-restore");
    expect(bodiesSentTo(ROUTES.classUpdate)).toStrictEqual([{ classID: classID(1), archived: true }]);
    expect(screen.queryByTestId("class-archive-dialog")).toBeNull();
    expect(screen.getByTestId("class-archived-badge").textContent).toBe("Archived");
    expect(screen.getByTestId("class-archived-note").textContent).toContain("Restore it to add or remove learners.");
    expect(screen.queryByTestId("learners-emails")).toBeNull();
    expect(screen.queryByTestId("learners-csv-input")).toBeNull();
    expect(screen.queryAllByTestId("class-learner-remove")).toHaveLength(0);
    expect(await rows()).toHaveLength(3);

    fireEvent.click(screen.getByTestId("class-restore"));
    await screen.findByTestId("class-archive");
    expect(bodiesSentTo(ROUTES.classUpdate).at(-1)).toStrictEqual({ classID: classID(1), archived: false });
    expect(screen.getByTestId("learners-emails").tagName).toBe("TEXTAREA");
  });

  it("keeps the class when the archive question is answered Cancel", async () => {
    renderTeaching(`/teach/classes/${classID(1)}`);
    await rows();
    fireEvent.click(screen.getByTestId("class-archive"));
    fireEvent.click(dialog("class-archive-dialog").getByRole("button", { name: "Cancel" }));
    expect(screen.queryByTestId("class-archive-dialog")).toBeNull();
    expect(bodiesSentTo(ROUTES.classUpdate)).toHaveLength(0);
  });

  it("removes a learner after saying the account and work stay", async () => {
    renderTeaching(`/teach/classes/${classID(1)}`);
    const ben = (await rows())[1] as HTMLElement;
    fireEvent.click(within(ben).getByRole("button", { name: "Remove ben@school.org from the class" }));
    const ask = screen.getByTestId("class-learner-remove-dialog");
    expect(ask.textContent).toContain("Remove ben@school.org from the class?");
    expect(ask.textContent).toContain("Their account and all their work stay");
    fireEvent.click(within(ask).getByTestId("class-learner-remove-confirm"));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(bodiesSentTo(ROUTES.classRemoveLearner)).toStrictEqual([{ classID: classID(1), email: "ben@school.org" }]);
    expect(screen.queryByTestId("class-learner-remove-dialog")).toBeNull();
    expect(screen.getByTestId("class-learners-count").textContent).toBe("2 learners");
  });

  it("says a class that is not the caller's, or no class at all, does not exist", async () => {
    renderTeaching(`/teach/classes/${classID(9)}`);
    expect((await screen.findByTestId("class-not-found")).textContent).toContain("not one of yours");
    expect(screen.getByRole("link", { name: "All classes" }).getAttribute("href")).toBe("/teach");
  });

  it("does not ask the server about an address that cannot be a class", async () => {
    renderTeaching("/teach/classes/not-a-class");
    await screen.findByTestId("class-not-found");
    expect(bodiesSentTo(ROUTES.classGet)).toHaveLength(0);
  });
});
