import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, ok, refused } from "../../test/api-mock";
import { signedInEachTest } from "../../test/signed-in";
import { CLASS_ID, markingData, renderMarking, sentEssay, TEACHER } from "./marking-test-setup";

const rows = async () => within(await screen.findByTestId("essays-table")).getAllByTestId("essays-row");

describe("a class's Essays tab", () => {
  signedInEachTest(TEACHER);

  it("lists the essays sent, newest first: learner, task, words, sent, Late, status and overall", async () => {
    mockCall(
      ROUTES.markingList,
      ok({
        essays: [
          sentEssay(1, { status: "returned", overall: 6.5 }),
          sentEssay(3, { name: null, part: 1, taskTitle: "", late: true }),
          sentEssay(2),
        ],
      }),
    );
    renderMarking(`/teach/classes/${CLASS_ID}`);
    const [third, second, first] = (await rows()) as HTMLElement[];
    expect(bodiesSentTo(ROUTES.markingList)).toStrictEqual([{ classID: CLASS_ID }]);
    expect(screen.getByTestId("essays-count").textContent).toBe("3 essays");
    // No name: the e-mail; no title: "Writing Task 1"; sent after the due time: Late.
    expect(third?.textContent).toContain("learner3@school.org");
    expect(third?.textContent).toContain("Task 1Writing Task 1");
    expect(third?.textContent).toContain("253");
    expect(within(third as HTMLElement).getByTestId("essays-late").textContent).toBe("Late");
    expect(within(third as HTMLElement).getByTestId("essays-status").textContent).toBe("Sent");
    expect(within(third as HTMLElement).getByTestId("essays-overall").textContent).toBe("—");
    expect(within(third as HTMLElement).getByTestId("essays-open").textContent).toBe("Mark");
    expect(second?.textContent).toContain("Learner 2");
    expect(within(second as HTMLElement).queryByTestId("essays-late")).toBeNull();
    expect(first?.textContent).toContain("Learner 1learner1@school.org");
    expect(first?.textContent).toContain("Mar 14, 2026");
    expect(within(first as HTMLElement).getByTestId("essays-status").textContent).toBe("Returned");
    expect(within(first as HTMLElement).getByTestId("essays-overall").textContent).toBe("6.5");
    // On a phone each cell names its column (stacked rows).
    expect(
      within(first as HTMLElement)
        .getByTestId("essays-overall")
        .getAttribute("data-label"),
    ).toBe("Overall");
  });

  it("opens an essay's marking page, whose back link returns to the Essays tab", async () => {
    mockCall(ROUTES.markingList, ok({ essays: [sentEssay(1)] }));
    mockCall(ROUTES.markingGet, ok(markingData("An essay.")));
    const router = renderMarking(`/teach/classes/${CLASS_ID}`);
    const [row] = await rows();
    const open = within(row as HTMLElement).getByTestId("essays-open");
    expect(open.getAttribute("aria-label")).toBe("Open the essay of Learner 1 on “Public health spending”");
    fireEvent.click(open);
    await screen.findByTestId("marking-title");
    expect(router.state.location.pathname).toBe(`/teach/classes/${CLASS_ID}/essays/essay-1`);
    expect(screen.getByTestId("marking-back").getAttribute("href")).toBe(`/teach/classes/${CLASS_ID}?section=essays`);
  });

  it("says so when no essay was sent yet, and offers a retry when the list fails", async () => {
    mockCall(ROUTES.markingList, [refused(500, "Database unavailable"), ok({ essays: [] })]);
    renderMarking(`/teach/classes/${CLASS_ID}`);
    expect((await screen.findByTestId("essays-error")).textContent).toContain("Database unavailable");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByTestId("essays-empty").textContent).toContain("No essays yet"));
  });
});
