import type { TUserInfo } from "@bandcraft/contract/accounts";
import { ROUTES } from "@bandcraft/contract/routes";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockCall, ok } from "../test/api-mock";
import { mockBankSummary } from "../test/bank-summary";
import { renderRouter } from "../test/render-router";
import { ADMIN, LEARNER, signedInEachTest } from "../test/signed-in";
import { routes } from "./router";

const TEACHER: TUserInfo = { email: "teacher@example.com", privileges: [10] };

function open(path: string) {
  mockBankSummary();
  mockCall(ROUTES.classList, ok({ data: { classes: [], totalCnt: 0 } }));
  // Home asks a signed-in account for its assigned work.
  mockCall(ROUTES.myAssignments, ok({ classes: [], assignments: [] }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderRouter(router);
  return router;
}

describe("the teaching area's guard", () => {
  describe("signed out", () => {
    afterEach(cleanup);

    it("sends a visitor to sign-in", async () => {
      const router = open("/teach");
      await vi.waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    });
  });

  describe("a learner", () => {
    signedInEachTest(LEARNER);

    it("is sent home, and the header offers no Teaching link", async () => {
      const router = open("/teach/classes/CL-000000000001");
      // The class page's chunk is large; the guard runs once it has loaded.
      await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 5000 });
      await screen.findByTestId("header-title");
      expect(screen.queryByTestId("teach-link")).toBeNull();
    });
  });

  describe("a teacher", () => {
    signedInEachTest(TEACHER);

    it("reaches /teach from the header's Teaching link", async () => {
      const router = open("/");
      const link = await screen.findByRole("link", { name: "Teaching" });
      expect(link.dataset.testid).toBe("teach-link");
      fireEvent.click(link);
      await screen.findByRole("heading", { level: 1, name: "Classes" });
      expect(router.state.location.pathname).toBe("/teach");
      expect(screen.getByTestId("header-title").textContent).toBe("Teaching");
    });
  });

  describe("an administrator", () => {
    signedInEachTest(ADMIN);

    it("reaches /teach too, from the administration's sidebar rather than a second header link", async () => {
      const router = open("/teach");
      await screen.findByRole("heading", { level: 1, name: "Classes" });
      expect(router.state.location.pathname).toBe("/teach");
      expect(screen.queryByTestId("teach-link")).toBeNull();
    });
  });
});
