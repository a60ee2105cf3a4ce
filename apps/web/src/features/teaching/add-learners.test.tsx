import { ROUTES } from "@bandcraft/contract/routes";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/providers";
import i18n from "../../lib/i18n";
import { bodiesSentTo, mockCall, refused } from "../../test/api-mock";
import { savedFiles } from "../../test/saved-files";
import { signedInEachTest } from "../../test/signed-in";
import { AddLearnersPanel } from "./add-learners-panel";
import { classID, fake, learner, makeClass, mockClassesApi, renderTeaching, TEACHER } from "./teaching-test-setup";

async function openClass() {
  renderTeaching(`/teach/classes/${classID(1)}`);
  await screen.findByTestId("class-learners");
}

function typeEmails(text: string) {
  fireEvent.change(screen.getByTestId("learners-emails"), { target: { value: text } });
  fireEvent.click(screen.getByTestId("learners-emails-submit"));
}

function chooseCsv(text: string, name = "year-10.csv") {
  fireEvent.click(screen.getByRole("tab", { name: "From a CSV file" }));
  const file = new File([text], name, { type: "text/csv" });
  fireEvent.change(screen.getByLabelText("CSV file of learners"), { target: { files: [file] } });
}

const passwordRows = () =>
  within(screen.getByTestId("one-time-passwords"))
    .getAllByTestId("one-time-password-row")
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe("adding learners to a class", () => {
  signedInEachTest(TEACHER);
  beforeEach(() => {
    fake.classes = [makeClass(1, { name: "Year 10 A", learners: [learner("ana@school.org")] })];
    fake.accounts = new Set(["ana@school.org", "old@school.org"]);
    mockClassesApi();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("adds typed e-mails, shows the new accounts' one-time passwords once, and forgets them on Close", async () => {
    await openClass();
    typeEmails("new@school.org, Nia New\nOLD@school.org\n\nana@school.org");
    const panel = await screen.findByTestId("one-time-passwords");
    expect(bodiesSentTo(ROUTES.classAddLearners)).toStrictEqual([
      {
        classID: classID(1),
        learners: [
          { email: "new@school.org", name: "Nia New" },
          { email: "old@school.org" },
          { email: "ana@school.org" },
        ],
      },
    ]);
    expect(panel.textContent).toContain("2 learners added to “Year 10 A”.");
    expect(panel.textContent).toContain("shown only this once");
    expect(panel.textContent).toContain("each learner must choose their own password");
    expect(passwordRows()).toEqual([["new@school.org", "Nia New", "otp-new@school.org"]]);
    expect(within(panel).getByTestId("one-time-passwords-existing").textContent).toContain("old@school.org");
    expect(within(panel).getByTestId("one-time-passwords-already").textContent).toContain("ana@school.org");
    expect((screen.getByTestId("learners-emails") as HTMLTextAreaElement).value).toBe("");
    await waitFor(() => expect(screen.getAllByTestId("class-learner-row")).toHaveLength(3));

    fireEvent.click(screen.getByTestId("one-time-passwords-close"));
    expect(screen.queryByTestId("one-time-passwords")).toBeNull();
    expect(document.body.textContent).not.toContain("otp-new@school.org");
  });

  it("shows the typed list's problems by line and sends nothing", async () => {
    await openClass();
    typeEmails("good@school.org\nnot-an-address\ngood@school.org");
    const problems = await screen.findByTestId("learners-emails-problems");
    expect(
      within(problems)
        .getAllByTestId("learners-problem")
        .map((li) => li.textContent),
    ).toEqual([
      "Line 2: not an e-mail address (“not-an-address”)",
      "Line 3: this e-mail address is on an earlier line too (“good@school.org”)",
    ]);
    typeEmails("   ");
    expect((await screen.findByTestId("learners-emails-problems")).textContent).toBe(
      "Enter at least one e-mail address.",
    );
    expect(bodiesSentTo(ROUTES.classAddLearners)).toHaveLength(0);
  });

  it("shows a CSV file's problems per line in the teacher's language", async () => {
    await openClass();
    chooseCsv("Name;E-mail\nAna;ana@school\nBen;ben@school.org\n");
    const problems = await screen.findByTestId("learners-csv-problems");
    expect(problems.textContent).toContain("1 problem: nothing was added.");
    expect(
      within(problems)
        .getAllByTestId("learners-problem")
        .map((li) => li.textContent),
    ).toEqual(["Line 2: not an e-mail address (“ana@school”)"]);
    expect(screen.queryByTestId("learners-csv-submit")).toBeNull();
    chooseCsv("name,mail\nAna,ana@school.org\n");
    expect((await screen.findByTestId("learners-csv-problems")).textContent).toContain(
      "Line 1: the header row has no “email” column",
    );
  });

  it("previews a CSV file, adds its learners, and downloads the passwords as CSV", async () => {
    const saved = savedFiles();
    await openClass();
    const rows = Array.from({ length: 7 }, (_, i) => `learner${i}@school.org,Learner ${i}`);
    chooseCsv(`\uFEFFemail,name\r\n${rows.join("\r\n")}\r\n-minus@school.org,=SUM(A1)\r\n`);
    const preview = await screen.findByTestId("learners-csv-preview");
    expect(preview.textContent).toContain("8 learners in year-10.csv.");
    expect(within(preview).getAllByRole("row")).toHaveLength(6);
    expect(preview.textContent).toContain("…and 3 more.");
    fireEvent.click(screen.getByRole("button", { name: "Add 8 learners" }));

    await screen.findByTestId("one-time-passwords");
    expect(bodiesSentTo(ROUTES.classAddLearners)[0]?.learners).toHaveLength(8);
    expect(passwordRows()).toHaveLength(8);
    expect(passwordRows()[7]).toEqual(["-minus@school.org", "=SUM(A1)", "otp--minus@school.org"]);
    expect(screen.queryByTestId("learners-csv-preview")).toBeNull();

    fireEvent.click(screen.getByTestId("one-time-passwords-download"));
    expect(saved.map((file) => file.name)).toEqual(["Year 10 A-one-time-passwords.csv"]);
    const text = await saved[0]?.text;
    const lines = text?.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines?.[0]).toBe("email,name,one_time_password");
    expect(lines?.[1]).toBe("learner0@school.org,Learner 0,otp-learner0@school.org");
    // A value a spreadsheet would run as a formula is written as text.
    expect(lines?.[8]).toBe("'-minus@school.org,'=SUM(A1),otp--minus@school.org");
  });

  it("says in the teacher's words that the class is full, else shows the server's message", async () => {
    await openClass();
    mockCall(ROUTES.classAddLearners, [
      refused(409, "A class holds at most 500 learners", { reason: "class-full" }),
      refused(400, "learners.0.email: Invalid email address"),
    ]);
    typeEmails("new@school.org");
    expect((await screen.findByTestId("learners-emails-error")).textContent).toBe(
      "A class holds at most 500 learners: these would make it too many.",
    );
    fireEvent.click(screen.getByTestId("learners-emails-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("learners-emails-error").textContent).toBe("learners.0.email: Invalid email address"),
    );
    expect(screen.queryByTestId("one-time-passwords")).toBeNull();
  });

  it("says a class archived meanwhile takes no learners", async () => {
    await openClass();
    (fake.classes[0] as { archived: boolean }).archived = true;
    chooseCsv("email\nnew@school.org\n");
    fireEvent.click(await screen.findByTestId("learners-csv-submit"));
    expect((await screen.findByTestId("learners-csv-error")).textContent).toBe(
      "This class is archived, so its learners cannot change. Restore it first.",
    );
  });

  it("keeps the one-time passwords out of the query client: only the open dialog holds them", async () => {
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <AddLearnersPanel classID={classID(1)} classTitle="Year 10 A" />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    typeEmails("new@school.org");
    await screen.findByTestId("one-time-passwords");
    expect(passwordRows()).toEqual([["new@school.org", "", "otp-new@school.org"]]);
    const cached = () =>
      JSON.stringify([
        client
          .getMutationCache()
          .getAll()
          .map((m) => m.state),
        client
          .getQueryCache()
          .getAll()
          .map((q) => q.state),
      ]);
    await waitFor(() => expect(client.getMutationCache().getAll()).toHaveLength(0));
    expect(cached()).not.toContain("otp-");
    expect(JSON.stringify({ ...localStorage })).not.toContain("otp-");
  });
});
