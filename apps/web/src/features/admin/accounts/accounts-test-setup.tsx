import { screen, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { renderRouter } from "../../../test/render-router";
import { AdminPage } from "../admin-page";

/** The admin page opened on Users → Learner Accounts, as the app routes it. */
export function renderAccounts() {
  const router = createMemoryRouter([{ path: "/admin", element: <AdminPage /> }], {
    initialEntries: ["/admin?view=users-accounts"],
  });
  renderRouter(router);
}

/** The accounts table's rows, once it is shown. */
export const accountRows = async () =>
  within(await screen.findByTestId("accounts-table")).getAllByTestId("accounts-row");

/** The accounts table's row of an e-mail, once the table is shown. */
export async function rowOf(email: string): Promise<HTMLElement> {
  const row = (await accountRows()).find((r) => r.getAttribute("data-email") === email);
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}
