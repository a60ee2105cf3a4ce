import { useMutation } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TToastKind } from "../../../components/ui/toast";
import { privilegeName } from "../../../lib/privilege-format";
import { buildGrant, NO_EDITS, type TGrantMaps, type TPendingEdits } from "./pending-edits";
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
  const lookupCall = useMutation({
    mutationFn: (wanted: string) => fetchUserPrivileges(wanted),
    onSuccess: (held, wanted) => {
      setUser({ email: wanted, held });
      setEdits(NO_EDITS);
      toast("success", t("admin.privileges.loaded", { email: wanted }));
    },
    onError: (e) => toast("error", errorMessage(e, "load", t)),
  });
  const applyCall = useMutation({
    mutationFn: ({ email: target, maps }: { email: string; maps: TGrantMaps }) => grantPrivileges(target, maps),
    onSuccess: async (_, { email: target }) => {
      toast("success", t("admin.privileges.updated"));
      setEdits(NO_EDITS);
      // The grant is kept even if reading it back fails; that failure is said as a failed look-up.
      try {
        setUser({ email: target, held: await fetchUserPrivileges(target) });
      } catch (e) {
        toast("error", errorMessage(e, "load", t));
      }
    },
    onError: (e) => toast("error", errorMessage(e, "grant", t)),
  });
  const busy = lookupCall.isPending ? "lookup" : applyCall.isPending ? "apply" : null;

  const setEmail = (value: string) => {
    setEmailText(value);
    setEmailMissing(false);
  };

  const lookup = () => {
    const wanted = email.trim();
    if (wanted === "") {
      setEmailMissing(true);
      return;
    }
    lookupCall.mutate(wanted);
  };

  const apply = () => {
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
    applyCall.mutate({
      email: user.email,
      maps: { updatePrivileges: built.updatePrivileges, delPrivileges: built.delPrivileges },
    });
  };

  return { email, setEmail, emailMissing, user, edits, setEdits, busy, lookup, apply };
}
