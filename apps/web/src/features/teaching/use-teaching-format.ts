import { ADMIN_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { useTranslation } from "react-i18next";
import { hasPrivilege, useSession } from "../../lib/session";

/** Dates as the teaching screens show them, and whether a class's teacher is worth naming. */
export function useTeachingFormat() {
  const { i18n } = useTranslation();
  const session = useSession();
  const isAdmin = hasPrivilege(session, ADMIN_PRIVILEGE);
  return {
    date: (ms: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(ms)),
    /** A day and time in the teacher's language and this browser's time zone (an opening or due time). */
    dateTime: (ms: number) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(ms)),
    /** An administrator sees every teacher's classes, so each names its teacher; a teacher's own need not. */
    showTeacher: (teacherEmail: string) => isAdmin || teacherEmail !== session?.user.email,
  };
}
