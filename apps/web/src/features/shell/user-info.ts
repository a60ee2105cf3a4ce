import { accountsEndpoints, type TUserInfoData } from "@bandcraft/contract/accounts";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { ApiError, call } from "../../lib/api-client";
import { syncPrivileges } from "../../lib/session";

/** Loads POST /api/user_info and returns its data; the session's privilege list follows what it reports. */
export async function fetchUserInfo(signal?: AbortSignal): Promise<TUserInfoData> {
  const body = await call(accountsEndpoints.userInfo, {}, { signal });
  const now = Date.now();
  syncPrivileges(
    Object.entries(body.data.privileges)
      .filter(([, expiresAt]) => Number(expiresAt) > now)
      .map(([id]) => Number(id)),
  );
  return body.data;
}

/** The user-info error texts, in the current language. */
export function userInfoErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.kind === "http") return t("userInfo.httpError", { status: error.status, statusText: error.statusText });
    if (error.kind === "api") return error.errMsg || t("userInfo.failed");
    if (error.kind === "network" || error.kind === "timeout")
      return t("userInfo.networkError", { message: error.message });
  }
  return t("userInfo.failed");
}

/**
 * User info for the settings dialog. The query mounts with the dialog, so it is requested once each time
 * a signed-in user opens it, never polled or refetched on focus.
 */
export function useUserInfo(email: string) {
  return useQuery({
    queryKey: ["user-info", email],
    queryFn: ({ signal }) => fetchUserInfo(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}
