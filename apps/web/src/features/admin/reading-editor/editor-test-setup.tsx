import { screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { renderRouter } from "../../../test/render-router";
import { AdminPage } from "../admin-page";
import { ADMIN_EDIT_ID_KEY } from "../shell/edit-handover";

// Test support for the editor's component tests; not part of the app.

/** Opens the admin page's reading editor on a test, as a test card's Edit hands it over; waits for `ready`. */
export async function openInEditorView(id: string, ready = "reading-editor") {
  sessionStorage.setItem(ADMIN_EDIT_ID_KEY, id);
  const router = createMemoryRouter([{ path: "/admin", element: <AdminPage /> }], {
    initialEntries: ["/admin?view=reading-editor"],
  });
  renderRouter(router);
  await screen.findByTestId(ready);
  return router;
}
