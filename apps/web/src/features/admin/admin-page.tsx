import { ADMIN_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { hasPrivilege, useSession } from "../../lib/session";
import { AccountsView } from "./accounts/accounts-view";
import { AuditLogView } from "./audit-log/audit-log-view";
import { DashboardView } from "./dashboard/dashboard-view";
import { PrivilegesView } from "./privileges/privileges-view";
import { ReadingEditorView } from "./reading-editor/reading-editor-view";
import "./admin-i18n";
import { AccessDenied } from "./shell/access-denied";
import { AdminHeader } from "./shell/admin-header";
import styles from "./shell/admin-page.module.css";
import { AdminSidebar } from "./shell/admin-sidebar";
import { parseAdminView, type TAdminView } from "./shell/admin-views";
import { PlaceholderView } from "./shell/placeholder-view";
import { TestListView } from "./test-list/test-list-view";
import { AddWritingView } from "./writing-add/add-writing-view";
import { WritingTasksView } from "./writing-tasks/writing-tasks-view";

function ViewContent({ view }: { view: TAdminView }) {
  switch (view) {
    case "dashboard":
      return <DashboardView />;
    case "reading":
    case "reading-tests":
      return <TestListView />;
    case "reading-editor":
      return <ReadingEditorView />;
    case "writing":
    case "writing-tasks":
      return <WritingTasksView />;
    case "writing-add":
      return <AddWritingView />;
    case "users-privileges":
      return <PrivilegesView />;
    case "users-accounts":
      return <AccountsView />;
    case "audit-log":
      return <AuditLogView />;
    default:
      return <PlaceholderView view={view} />;
  }
}

/** /admin: header, sidebar and the chosen module. The server checks every call too. */
export function AdminPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const view = parseAdminView(params.get("view"));
  useEffect(() => {
    document.title = `${t("admin.title")} · Bandcraft`;
  }, [t]);
  if (!session || !hasPrivilege(session, ADMIN_PRIVILEGE)) return <AccessDenied />;
  return (
    <div className={styles.page}>
      <AdminHeader email={session.user.email} />
      <div className={styles.body}>
        <AdminSidebar current={view} onSelect={(next) => setParams({ view: next })} />
        <main id="main" className={styles.content} tabIndex={-1}>
          <ViewContent view={view} />
        </main>
      </div>
    </div>
  );
}
