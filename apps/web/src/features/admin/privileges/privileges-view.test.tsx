import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, NETWORK_ERROR, ok, refused, sent, type TMockReply } from "../../../test/api-mock";
import { renderRouter } from "../../../test/render-router";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { AdminPage } from "../admin-page";
import { permanentExpiry, toDateTimeLocal } from "./expiry-presets";

const DAY = 86_400_000;
const record = (expiresAt: number) => ({
  expiresAt: String(expiresAt),
  grantedAt: String(Date.now() - DAY),
  grantedBy: "admin@example.com",
});

type TAnswer = TMockReply | typeof NETWORK_ERROR;
const grants = () => bodiesSentTo(ROUTES.adminGrantPrivilege);

function renderPrivileges() {
  const router = createMemoryRouter([{ path: "/admin", element: <AdminPage /> }], {
    initialEntries: ["/admin?view=users-privileges"],
  });
  renderRouter(router);
}

const toastText = () => screen.getByTestId("toast-region").textContent;
const row = (id: number) => within(screen.getByTestId(`admin-privilege-${id}`));
const choose = (id: number, value: string) =>
  fireEvent.change(row(id).getByTestId("admin-privilege-change"), { target: { value } });

async function lookUp(email = "learner@example.com") {
  fireEvent.change(screen.getByTestId("privileges-email"), { target: { value: ` ${email} ` } });
  fireEvent.click(screen.getByTestId("privileges-lookup"));
  await screen.findByTestId("admin-privilege-1");
}

describe("grant privileges", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    mockCall(
      ROUTES.adminGetPrivilege,
      ok({
        privileges: {
          "1": record(permanentExpiry()),
          "3": record(Date.now() + 10 * DAY),
          "7": record(Date.now() - 2 * DAY),
        },
      }),
    );
    mockCall(ROUTES.adminGrantPrivilege, ok());
  });

  it("asks for an e-mail, and for a user before applying", async () => {
    renderPrivileges();
    fireEvent.click(screen.getByTestId("privileges-lookup"));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter an email address");
    expect(screen.getByTestId("privileges-email").getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByTestId("privileges-apply"));
    expect(toastText()).toContain("Please search for a user first");
    expect(sent()).toHaveLength(0);
  });

  it("shows the privileges in effect and any other held, with status and expiry; the toast goes after 3 s", async () => {
    renderPrivileges();
    await lookUp();
    expect(bodiesSentTo(ROUTES.adminGetPrivilege)).toStrictEqual([{ email: "learner@example.com" }]);
    expect(toastText()).toContain("User privileges loaded for learner@example.com");
    expect(screen.getByTestId("privileges-user").textContent).toBe("Privileges of learner@example.com");
    expect(row(1).getByTestId("admin-privilege-status").textContent).toBe("Permanent");
    expect(row(1).getByTestId("admin-privilege-expiry").textContent).toBe("Permanent");
    expect(row(3).getByTestId("admin-privilege-status").textContent).toBe("Active");
    expect(row(3).getByTestId("admin-privilege-expiry").textContent).toMatch(/\d/);
    expect(row(3).getByText("Reading tests cost no tokens.")).toBeTruthy();
    // Privilege 7 does nothing yet, but this account holds it (expired): it shows, so it can be removed.
    expect(row(7).getByTestId("admin-privilege-status").textContent).toBe("Expired");
    expect(row(7).getByText("Does nothing in Bandcraft yet.")).toBeTruthy();
    expect(row(7).queryByRole("option", { name: "Remove" })).not.toBeNull();
    // One that does nothing and is not held is not offered.
    expect(screen.queryByTestId("admin-privilege-2")).toBeNull();
    expect(screen.getByLabelText("Change for Reading Test")).toBe(row(3).getByTestId("admin-privilege-change"));
    // Teacher (10) is in effect, so it is offered though not held, named and explained in the admin's language.
    expect(row(10).getByText("Runs their own classes: assignments, results and marking.")).toBeTruthy();
    expect(screen.getByLabelText("Change for Teacher")).toBe(row(10).getByTestId("admin-privilege-change"));
    await waitFor(() => expect(toastText()).toBe(""), { timeout: 4000 });
  });

  it("says when nothing is pending, and keeps one change per privilege", async () => {
    renderPrivileges();
    await lookUp();
    fireEvent.click(screen.getByTestId("privileges-apply"));
    expect(toastText()).toContain("No changes to apply");
    choose(3, "remove");
    expect(row(3).getByTestId("admin-privilege-note").textContent).toBe("Will be removed");
    choose(3, "90");
    expect(row(3).getByTestId("admin-privilege-note").textContent).toMatch(/^New expiry: /);
    expect(screen.getByTestId("privileges-pending-count").textContent).toBe("1 pending change");
    fireEvent.click(row(3).getByRole("button", { name: "Cancel the change for Reading Test" }));
    expect(row(3).queryByTestId("admin-privilege-note")).toBeNull();
    expect(screen.getByTestId("privileges-pending-count").textContent).toBe("0 pending changes");
    expect(grants()).toHaveLength(0);
  });

  it("needs a custom date-time before applying, then sends both maps, reloads and clears", async () => {
    renderPrivileges();
    await lookUp();
    const before = Date.now();
    choose(3, "30");
    choose(7, "remove");
    choose(1, "custom");
    const custom = row(1).getByLabelText("Custom expiry for Administrator") as HTMLInputElement;
    expect(custom.min).toBe(toDateTimeLocal(Date.now()));
    expect(row(1).getByTestId("admin-privilege-note").textContent).toBe("Choose a date and time to apply.");
    fireEvent.click(screen.getByTestId("privileges-apply"));
    expect(toastText()).toContain("Choose a date and time for Administrator before applying");
    fireEvent.change(custom, { target: { value: toDateTimeLocal(Date.now() - DAY) } });
    expect(row(1).getByTestId("admin-privilege-note").textContent).toBe("Choose a date and time after now.");
    const later = toDateTimeLocal(Date.now() + 3 * DAY);
    fireEvent.change(custom, { target: { value: later } });
    expect(custom.value).toBe(later);
    fireEvent.click(screen.getByTestId("privileges-apply"));
    await waitFor(() => expect(toastText()).toContain("Privileges updated successfully!"));
    const [grant] = grants();
    expect(grant?.email).toBe("learner@example.com");
    expect(grant?.delPrivileges).toStrictEqual([7]);
    expect(Object.keys(grant?.updatePrivileges ?? {})).toStrictEqual(["1", "3"]);
    const thirty = Number(grant?.updatePrivileges["3"]) - before;
    expect(thirty).toBeGreaterThanOrEqual(30 * DAY);
    expect(thirty).toBeLessThan(30 * DAY + 60_000);
    expect(toDateTimeLocal(Number(grant?.updatePrivileges["1"]))).toBe(later);
    await waitFor(() => expect(sent(ROUTES.adminGetPrivilege)).toHaveLength(2));
    expect(screen.getByTestId("privileges-pending-count").textContent).toBe("0 pending changes");
  });

  it("sends Permanent as the last second of 2099", async () => {
    renderPrivileges();
    await lookUp();
    choose(3, "permanent");
    fireEvent.click(screen.getByTestId("privileges-apply"));
    await waitFor(() => expect(grants()).toHaveLength(1));
    expect(grants()[0]).toStrictEqual({
      email: "learner@example.com",
      updatePrivileges: { "3": String(permanentExpiry()) },
      delPrivileges: [],
    });
  });

  it.each<[string, TAnswer, string]>([
    [
      "an unknown user",
      refused(404, "No user with the e-mail nobody@example.com"),
      "HTTP 404: No user with the e-mail nobody@example.com",
    ],
    ["no network on look-up", NETWORK_ERROR, "Network error: Failed to fetch"],
    ["an envelope error without a message", { body: { statusCode: 500, errMsg: "" } }, "API Error: Status code 500"],
  ])("shows %s", async (_name, reply, text) => {
    mockCall(ROUTES.adminGetPrivilege, reply);
    renderPrivileges();
    fireEvent.change(screen.getByTestId("privileges-email"), { target: { value: "nobody@example.com" } });
    fireEvent.click(screen.getByTestId("privileges-lookup"));
    await waitFor(() => expect(toastText()).toContain(text));
    expect(screen.queryByTestId("admin-privilege-1")).toBeNull();
  });

  it.each<[string, TAnswer, string]>([
    [
      "the last administrator",
      refused(409, "At least one active administrator must remain"),
      "HTTP 409: At least one active administrator must remain",
    ],
    ["an envelope error", { body: { statusCode: 500, errMsg: "" } }, "Failed to grant privileges: Status code 500"],
    ["no network", NETWORK_ERROR, "Network error: Failed to fetch"],
  ])("keeps the changes when the grant fails with %s", async (_name, reply, text) => {
    mockCall(ROUTES.adminGrantPrivilege, reply);
    renderPrivileges();
    await lookUp();
    choose(1, "remove");
    fireEvent.click(screen.getByTestId("privileges-apply"));
    await waitFor(() => expect(toastText()).toContain(text));
    expect(screen.getByTestId("privileges-pending-count").textContent).toBe("1 pending change");
  });
});
