import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TToastKind } from "../../../components/ui/toast";
import { privilegeName } from "../../../lib/privilege-format";
import { buildGrant, NO_EDITS, type TPendingEdits } from "./pending-edits";
import { privilegeErrorText } from "./privilege-errors";
import { fetchUserPrivileges, grantPrivileges, type THeldPrivileges } from "./privileges.api";

export type TLookedUp = { email: string; held: THeldPrivileges };

/** An error as the privilege screen says it. */
function errorMessage(e: unknown, call: "load" | "grant", t: TFunction): string {
  const text = privilegeErrorText(e, call);
  switch (text.key) {
    case "http":
      return t("admin.privileges.errors.http", { status: text.status, text: text.text });
    case "server":
      return text.message;
    case "apiLoad":
      return t("admin.privileges.errors.apiLoad", { code: text.code });
    case "apiGrant":
      return t("admin.privileges.errors.apiGrant", { code: text.code });
    case "network":
      return t("admin.privileges.errors.network", { message: text.message });
  }
}

/**
 * The privilege screen: look a user up by e-mail, keep pending updates and
 * removals, apply them in one call, then reload that user's privileges and clear what was pending.
 */
export function usePrivileges(toast: (kind: TToastKind, message: string) => void) {
  const { t } = useTranslation();
  const [email, setEmailText] = useState("");
  const [emailMissing, setEmailMissing] = useState(false);
  const [user, setUser] = useState<TLookedUp | null>(null);
  const [edits, setEdits] = useState<TPendingEdits>(NO_EDITS);
  const [busy, setBusy] = useState<"lookup" | "apply" | null>(null);

  const setEmail = (value: string) => {
    setEmailText(value);
    setEmailMissing(false);
  };

  const lookup = async () => {
    const wanted = email.trim();
    if (wanted === "") {
      setEmailMissing(true);
      return;
    }
    setBusy("lookup");
    try {
      const held = await fetchUserPrivileges(wanted);
      setUser({ email: wanted, held });
      setEdits(NO_EDITS);
      toast("success", t("admin.privileges.loaded", { email: wanted }));
    } catch (e) {
      toast("error", errorMessage(e, "load", t));
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!user) {
      toast("error", t("admin.privileges.searchFirst"));
      return;
    }
    const built = buildGrant(edits, Date.now());
    if (!built.ok) {
      if (built.problem.kind === "nothing") toast("info", t("admin.privileges.noChanges"));
      else {
        const name = privilegeName(built.problem.id, `#${built.problem.id}`, t);
        toast("error", t(`admin.privileges.custom.${built.problem.reason}Apply`, { name }));
      }
      return;
    }
    setBusy("apply");
    try {
      await grantPrivileges(user.email, {
        updatePrivileges: built.updatePrivileges,
        delPrivileges: built.delPrivileges,
      });
      toast("success", t("admin.privileges.updated"));
      setEdits(NO_EDITS);
      try {
        setUser({ email: user.email, held: await fetchUserPrivileges(user.email) });
      } catch (e) {
        toast("error", errorMessage(e, "load", t));
      }
    } catch (e) {
      toast("error", errorMessage(e, "grant", t));
    } finally {
      setBusy(null);
    }
  };

  return { email, setEmail, emailMissing, user, edits, setEdits, busy, lookup, apply };
}
