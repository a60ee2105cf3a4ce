import { adminEndpoints, ZAdminModifyError } from "@bandcraft/contract/admin";
import type { TContentProblem } from "@bandcraft/contract/content-problems";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, call } from "../../../lib/api-client";
import type { TSavePayload } from "./editor-state";

export type TSearchMode = "id" | "title";

/** The bank's complete tests and the parts each has so far, for the editor's complete-test panel. */
export const groupsQuery = queryOptions({
  queryKey: ["admin-reading-groups"],
  queryFn: async () => (await call(adminEndpoints.adminReadingGroups, {})).data,
  staleTime: 0,
});

/** Opens a practice with its answers: by exact id, or by (partial) title. */
export async function fetchPractice(mode: TSearchMode, query: string): Promise<TReadingPractice> {
  const body =
    mode === "id"
      ? await call(adminEndpoints.adminReadingSingle, { practiceID: query })
      : await call(adminEndpoints.adminReadingTitle, { title: query });
  return body.readingPractice;
}

/** Saves the whole practice; answers the id (a new one when the payload had none). */
export async function savePractice(payload: TSavePayload): Promise<string> {
  const body = await call(adminEndpoints.adminReadingModify, payload, { timeoutMs: 30_000 });
  return body.readingPracticeID;
}

/** Why a call failed, as the editor words it. */
export type TCallFailure =
  | { kind: "network" }
  | { kind: "auth" }
  | { kind: "notFound" }
  /** `contentProblems`, when the server sent them, are `problems` as codes, for the teacher's language. */
  | { kind: "refused"; problems: string[]; contentProblems?: TContentProblem[] }
  | { kind: "server"; message: string | null; status: number };

/** Sorts a failed call into the messages the editor shows. */
export function describeFailure(error: unknown): TCallFailure {
  if (!(error instanceof ApiError)) return { kind: "server", message: null, status: 0 };
  if (error.kind === "network" || error.kind === "timeout") return { kind: "network" };
  if (error.status === 401) return { kind: "auth" };
  const refused = ZAdminModifyError.safeParse(error.body);
  if (error.status === 400 && refused.success && refused.data.problems.length > 0) {
    const { problems, contentProblems } = refused.data;
    return { kind: "refused", problems, ...(contentProblems && { contentProblems }) };
  }
  if (error.status === 404 && error.errMsg === "") return { kind: "notFound" };
  return { kind: "server", message: error.errMsg || null, status: error.status || (error.statusCode ?? 0) };
}
