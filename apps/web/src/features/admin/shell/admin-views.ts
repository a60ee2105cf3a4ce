/**
 * The administrator page's modules, in sidebar order. A view is a
 * module or one of its sub items; the current one lives in the URL (?view=) so a reload keeps it.
 */
export const ADMIN_VIEWS = [
  "dashboard",
  "reading",
  "reading-tests",
  "reading-editor",
  "listening",
  "writing",
  "writing-tasks",
  "writing-add",
  "speaking",
  "users",
  "users-privileges",
  "users-accounts",
  "audit-log",
  "analytics",
] as const;
export type TAdminView = (typeof ADMIN_VIEWS)[number];

export type TSidebarModule = { view: TAdminView; children: TAdminView[] };

/** Sidebar tree: each module with its sub items. */
export const SIDEBAR: readonly TSidebarModule[] = [
  { view: "dashboard", children: [] },
  { view: "reading", children: ["reading-tests", "reading-editor"] },
  { view: "listening", children: [] },
  { view: "writing", children: ["writing-tasks", "writing-add"] },
  { view: "speaking", children: [] },
  { view: "users", children: ["users-privileges", "users-accounts", "audit-log"] },
  { view: "analytics", children: [] },
];

/** The view named in the URL, or the dashboard for anything unknown. */
export function parseAdminView(value: string | null): TAdminView {
  return ADMIN_VIEWS.find((v) => v === value) ?? "dashboard";
}
