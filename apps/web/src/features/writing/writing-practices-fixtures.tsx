import { ROUTES } from "@bandcraft/contract/routes";
import { createMemoryRouter } from "react-router";
import { bodiesSentTo, mockCall, type NETWORK_ERROR, ok, type TMockReply } from "../../test/api-mock";
import { mockBankSummary } from "../../test/bank-summary";
import { renderRouter } from "../../test/render-router";
import { type items, THEMES } from "./writing-fixtures";
import { WritingPracticesPage } from "./writing-practices-page";

/** Renders the writing practices page at `entry`, beside a home page to leave to. */
export function renderPage(entry = "/writing/practices") {
  const router = createMemoryRouter(
    [
      { path: "/writing/practices", element: <WritingPracticesPage /> },
      { path: "/", element: <p>home page</p> },
    ],
    { initialEntries: [entry] },
  );
  renderRouter(router);
  return router;
}

export type TListReply = ReturnType<typeof items> | TMockReply | typeof NETWORK_ERROR;

/**
 * Mocks the screen's calls: themes with THEMES (or `themesReply`), list pages from `lists` in order, the last
 * answering every later call (no list mock at all when `lists` is empty); returns the list bodies sent so far.
 */
export function stubApi(lists: TListReply[], themesReply: TMockReply = ok(THEMES)) {
  mockCall(ROUTES.writingThemes, themesReply);
  mockBankSummary();
  // The editor keeps drafts on the server too: none is stored there yet; every save and discard is taken.
  mockCall(ROUTES.draftList, ok({ drafts: [] }));
  mockCall(ROUTES.draftSave, () => ok({ revision: 1, savedAt: Date.now() }));
  mockCall(ROUTES.draftDelete, ok());
  if (lists.length > 0) {
    mockCall(ROUTES.writingList, () => {
      const reply = (lists.length > 1 ? lists.shift() : lists[0]) as TListReply;
      return Array.isArray(reply) ? ok({ data: reply }) : reply;
    });
  }
  return () => bodiesSentTo(ROUTES.writingList);
}
