import { BANK_IMPORT_LIMITS } from "@bandcraft/contract/bank-transfer";
import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { bodiesSentTo, mockCall, ok, refused } from "../../../test/api-mock";
import { renderRouter } from "../../../test/render-router";
import { savedFiles } from "../../../test/saved-files";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { AdminPage } from "../admin-page";
import type { TListItem } from "./list-filters";

const item: TListItem = {
  readingPracticeID: "test-1",
  title: "Passage 1",
  level: 1,
  questionNumber: 13,
  questionTypes: ["MATCHING_HEADINGS"],
};
/** What the server sends for a test's file (its content matters to the server, not to this screen). */
const practiceFile = { readingPracticeID: "test-1", title: "Passage 1" };

function renderList() {
  const router = createMemoryRouter([{ path: "/admin", element: <AdminPage /> }], {
    initialEntries: ["/admin?view=reading-tests"],
  });
  renderRouter(router);
}

const jsonFile = (name: string, value: unknown) =>
  new File([JSON.stringify(value)], name, { type: "application/json" });

async function openImport() {
  fireEvent.click(await screen.findByTestId("test-list-import"));
  return within(screen.getByTestId("test-import-dialog"));
}

function choose(files: File[]) {
  fireEvent.change(screen.getByTestId("test-import-files"), { target: { files } });
}

describe("the test list's files out and in", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    mockCall(ROUTES.adminReadingList, ok({ info: [item] }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("downloads one test's file under the name the server gives it, and says so", async () => {
    const saved = savedFiles();
    mockCall(ROUTES.adminReadingExport, {
      body: practiceFile,
      headers: { "content-disposition": 'attachment; filename="test-1.json"' },
    });
    renderList();
    const exportButton = await screen.findByRole("button", { name: "Export Passage 1 as a file" });
    fireEvent.click(exportButton);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(bodiesSentTo(ROUTES.adminReadingExport)).toEqual([{ practiceID: "test-1" }]);
    expect(saved[0]?.name).toBe("test-1.json");
    expect(await saved[0]?.text).toBe(`${JSON.stringify(practiceFile, null, 2)}\n`);
    expect((await screen.findByTestId("toast-success")).textContent).toContain("Downloaded test-1.json");
  });

  it("downloads the whole bank as one file", async () => {
    const saved = savedFiles();
    mockCall(ROUTES.adminReadingExportBank, {
      body: [practiceFile],
      headers: { "content-disposition": 'attachment; filename="bandcraft-reading-bank-2026-11-21.json"' },
    });
    renderList();
    fireEvent.click(await screen.findByTestId("test-list-export-bank"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe("bandcraft-reading-bank-2026-11-21.json");
    expect(JSON.parse(await (saved[0]?.text ?? ""))).toEqual([practiceFile]);
  });

  it("says why a download failed, in a toast, and saves nothing", async () => {
    const saved = savedFiles();
    mockCall(ROUTES.adminReadingExport, refused(404, "No reading practice with the id test-1"));
    renderList();
    fireEvent.click(await screen.findByTestId("test-card-export"));
    expect((await screen.findByTestId("toast-error")).textContent).toContain("No reading practice with the id test-1");
    expect(saved).toEqual([]);
  });

  it("imports the chosen files, says what was done, and fetches the list again", async () => {
    mockCall(ROUTES.adminReadingImport, ok({ result: { created: ["new-1"], updated: [], unchanged: ["test-1"] } }));
    renderList();
    const dialog = await openImport();
    const listCalls = bodiesSentTo(ROUTES.adminReadingList).length;
    choose([jsonFile("new-1.json", { readingPracticeID: "new-1" }), jsonFile("bank.json", [])]);
    expect(dialog.getByRole("list", { name: "Chosen files" }).textContent).toBe("new-1.jsonbank.json");
    fireEvent.click(dialog.getByTestId("test-import-replace"));
    fireEvent.click(dialog.getByTestId("test-import-submit"));
    const summary = await dialog.findByTestId("test-import-summary");
    expect(bodiesSentTo(ROUTES.adminReadingImport)).toEqual([
      {
        files: [
          { name: "new-1.json", text: '{"readingPracticeID":"new-1"}' },
          { name: "bank.json", text: "[]" },
        ],
        replaceExisting: true,
      },
    ]);
    expect(within(summary).getByTestId("test-import-created").textContent).toBe("1 test addednew-1");
    expect(within(summary).getByTestId("test-import-unchanged").textContent).toBe("1 test already the sametest-1");
    expect(within(summary).queryByTestId("test-import-updated")).toBeNull();
    await waitFor(() => expect(bodiesSentTo(ROUTES.adminReadingList).length).toBeGreaterThan(listCalls));
    fireEvent.click(dialog.getByTestId("test-import-close"));
    expect(screen.queryByTestId("test-import-dialog")).toBeNull();
  });

  it("lists every problem of a refused import by file and test, and how many more there are", async () => {
    const details = [
      { file: "bad.json", item: "t-2", rule: "Title cannot be empty", contentProblem: { code: "titleEmpty" } },
      { file: "broken.json", item: "(file)", rule: "not valid JSON: Unexpected token" },
    ];
    mockCall(
      ROUTES.adminReadingImport,
      refused(400, "The import has 3 problem(s); nothing was imported", {
        problems: details.map((d) => `${d.file} [${d.item}]: ${d.rule}`),
        problemDetails: details,
        problemCount: 3,
      }),
    );
    renderList();
    const dialog = await openImport();
    choose([jsonFile("bad.json", {}), new File(["{"], "broken.json")]);
    fireEvent.click(dialog.getByTestId("test-import-submit"));
    const problems = await dialog.findByTestId("test-import-problems");
    expect(within(problems).getByRole("alert").textContent).toBe("Nothing was imported: 3 problems were found.");
    expect(
      within(problems)
        .getAllByTestId("test-import-problem-line")
        .map((li) => li.textContent),
    ).toEqual(["bad.json [t-2] Title cannot be empty", "broken.json [(file)] not valid JSON: Unexpected token"]);
    expect(problems.textContent).toContain("…and 1 more problem");
    expect(dialog.queryByTestId("test-import-summary")).toBeNull();
  });

  it("words a content rule in the teacher's language, as the editor does, and keeps the file's own problems", async () => {
    await i18n.changeLanguage("zh");
    const details = [
      { file: "bad.json", item: "t-2", rule: "Title cannot be empty", contentProblem: { code: "titleEmpty" } },
      { file: "a.json", item: "t-3", rule: "duplicate readingPracticeID" },
    ];
    mockCall(
      ROUTES.adminReadingImport,
      refused(400, "The import has 2 problem(s); nothing was imported", {
        problems: [],
        problemDetails: details,
        problemCount: 2,
      }),
    );
    renderList();
    fireEvent.click(await screen.findByTestId("test-list-import"));
    choose([jsonFile("bad.json", {})]);
    fireEvent.click(screen.getByTestId("test-import-submit"));
    const problems = await screen.findByTestId("test-import-problems");
    expect(
      within(problems)
        .getAllByTestId("test-import-problem-line")
        .map((li) => li.textContent),
    ).toEqual(["bad.json [t-2] 标题不能为空", "a.json [t-3] duplicate readingPracticeID"]);
  });

  it("asks for a file, refuses too many before sending, and words a body too large", async () => {
    mockCall(ROUTES.adminReadingImport, refused(413, "Request body is too large (the limit is 5 MB)"));
    renderList();
    const dialog = await openImport();
    fireEvent.click(dialog.getByTestId("test-import-submit"));
    expect(dialog.getByTestId("test-import-alert").textContent).toBe("Please choose at least one file");
    choose(Array.from({ length: BANK_IMPORT_LIMITS.files + 1 }, (_, i) => jsonFile(`${i}.json`, {})));
    fireEvent.click(dialog.getByTestId("test-import-submit"));
    expect(dialog.getByTestId("test-import-alert").textContent).toBe("Choose at most 100 files at once");
    expect(bodiesSentTo(ROUTES.adminReadingImport)).toEqual([]);
    choose([jsonFile("a.json", {})]);
    expect(dialog.queryByTestId("test-import-alert")).toBeNull();
    fireEvent.click(dialog.getByTestId("test-import-submit"));
    expect((await dialog.findByTestId("test-import-alert")).textContent).toBe(
      "The files come to more than 5 MB: import them in smaller batches",
    );
  });
});
