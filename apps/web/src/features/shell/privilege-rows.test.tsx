import { PERMANENT_EXPIRY_MS } from "@bandcraft/domain/privilege-status";
import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import i18n from "../../lib/i18n";
import { AdditionalPrivilegeList, PrivilegeList } from "./privilege-list";
import { additionalPrivileges, heldPrivilegeRows } from "./privilege-rows";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 1, 9, 0, 0);
const catalogue = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => ({ id, name: `P${id}`, description: `P${id} Access` }));
const privileges = {
  "1": String(PERMANENT_EXPIRY_MS),
  "3": String(NOW + 10 * DAY),
  "7": String(NOW - 3 * DAY),
  "2": String(NOW + 12 * 3_600_000),
};

describe("privilege rows", () => {
  beforeAll(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("derives status, expiry display and remaining time per held privilege, ordered by id", () => {
    const rows = heldPrivilegeRows(privileges, catalogue, NOW);
    expect(rows.map((r) => [r.id, r.status, r.expiry.kind, r.remaining?.kind ?? null])).toEqual([
      [1, "permanent", "permanent", null],
      [2, "active", "date", "today"],
      [3, "active", "date", "inDays"],
      [7, "expired", "date", "expiredDaysAgo"],
    ]);
  });

  it("offers catalogue entries not held or expired, never the staff's roles (Administrator, Teacher)", () => {
    expect(additionalPrivileges(privileges, catalogue, NOW).map((c) => c.id)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(additionalPrivileges({}, catalogue, NOW).map((c) => c.id)).not.toContain(1);
    const withTeacher = [...catalogue, { id: 10, name: "Teacher", description: "Teacher Access" }];
    expect(additionalPrivileges({}, withTeacher, NOW).map((c) => c.id)).not.toContain(10);
  });

  it("renders translated names, statuses and remaining-time texts", () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PrivilegeList rows={heldPrivilegeRows(privileges, catalogue, NOW)} />
      </I18nextProvider>,
    );
    const admin = within(screen.getByTestId("privilege-1"));
    expect(screen.getByTestId("privilege-1").textContent).toContain("Administrator");
    expect(admin.getByTestId("privilege-status").textContent).toBe("Permanent");
    expect(admin.getByTestId("privilege-expiry").textContent).toBe("Permanent");
    expect(admin.queryByTestId("privilege-remaining")).toBeNull();
    expect(within(screen.getByTestId("privilege-2")).getByTestId("privilege-remaining").textContent).toBe(
      "Expires today",
    );
    expect(within(screen.getByTestId("privilege-3")).getByTestId("privilege-remaining").textContent).toBe(
      "Expires in 10 days",
    );
    const expired = within(screen.getByTestId("privilege-7"));
    expect(expired.getByTestId("privilege-status").textContent).toBe("Expired");
    expect(expired.getByTestId("privilege-remaining").textContent).toBe("Expired 3 days ago");
  });

  it("shows the empty text and disabled apply buttons", () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PrivilegeList rows={[]} />
        <AdditionalPrivilegeList entries={additionalPrivileges({}, catalogue, NOW)} />
      </I18nextProvider>,
    );
    expect(screen.getByText("No privileges found").textContent).toBe("No privileges found");
    const apply = screen.getByRole("button", { name: "Apply for Reading Test (available soon)" });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
  });

  it("translates privilege names by id", async () => {
    await i18n.changeLanguage("ja");
    render(
      <I18nextProvider i18n={i18n}>
        <PrivilegeList rows={heldPrivilegeRows({ "1": String(PERMANENT_EXPIRY_MS) }, catalogue, NOW)} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId("privilege-1").textContent).toContain("管理者");
    expect(screen.getByTestId("privilege-status").textContent).toBe("無期限");
    await i18n.changeLanguage("en");
  });

  it.each([
    ["en", "Teacher", "Runs their own classes: assignments, results and marking."],
    ["zh", "教师", "管理自己的班级：布置作业、查看成绩和批改。"],
  ])("names and explains the Teacher privilege in %s", async (language, name, effect) => {
    await i18n.changeLanguage(language);
    const teacher = { id: 10, name: "Teacher", description: "Teacher Access" };
    render(
      <I18nextProvider i18n={i18n}>
        <PrivilegeList rows={heldPrivilegeRows({ "10": String(NOW + 30 * DAY) }, [teacher], NOW)} />
      </I18nextProvider>,
    );
    const row = screen.getByTestId("privilege-10");
    expect(row.textContent).toContain(name);
    expect(row.textContent).toContain(effect);
    await i18n.changeLanguage("en");
  });
});
