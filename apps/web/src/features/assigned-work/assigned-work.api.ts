import type { TMyAssignment } from "@bandcraft/contract/assignments";
import { ROUTES } from "@bandcraft/contract/routes";
import { callUnchecked } from "../../lib/api-client";

/** Every query of this feature starts with this key, so a refusal refreshes the list. */
export const ASSIGNED_KEY = "assigned-work";

const KINDS: readonly TMyAssignment["kind"][] = ["test", "passages", "writing"];
const STATUSES: readonly TMyAssignment["status"][] = ["upcoming", "to-do", "in-progress", "submitted"];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isTime = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === "string";
const textOrNull = (v: unknown): v is string | null => v === null || isText(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);

/**
 * One assignment of the reply, or null when it is not one. Checked by hand rather than by the contract's
 * schema: the home page's chunk does not load Zod.
 */
export function assignmentOf(raw: unknown): TMyAssignment | null {
  if (!isRecord(raw)) return null;
  const { assignmentID, classID, className, kind, title, opensAt, dueAt, timeLimitMinutes } = raw;
  const { writingTaskID, status, late, testTakerID, essayID, marked } = raw;
  if (!isText(assignmentID) || !isText(classID) || !isText(className) || !isText(title)) return null;
  if (!oneOf(KINDS, kind) || !oneOf(STATUSES, status) || !isTime(opensAt) || !isTime(dueAt)) return null;
  if (!(timeLimitMinutes === null || isTime(timeLimitMinutes))) return null;
  if (!textOrNull(writingTaskID) || !textOrNull(testTakerID) || !textOrNull(essayID)) return null;
  if (typeof late !== "boolean" || typeof marked !== "boolean") return null;
  return {
    assignmentID,
    classID,
    className,
    kind,
    title,
    opensAt,
    dueAt,
    timeLimitMinutes,
    writingTaskID,
    status,
    late,
    testTakerID,
    essayID,
    marked,
  };
}

/** POST /assignments/list: the caller's assignments, due soonest first (one malformed entry is left out). */
export async function fetchMyAssignments(signal?: AbortSignal): Promise<TMyAssignment[]> {
  const body = await callUnchecked(ROUTES.myAssignments, {}, { signal });
  if (!isRecord(body) || !Array.isArray(body.assignments)) throw new Error("The assignments could not be read");
  return body.assignments.map(assignmentOf).filter((a): a is TMyAssignment => a !== null);
}
