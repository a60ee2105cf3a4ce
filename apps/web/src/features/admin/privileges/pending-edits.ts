import { customProblem, type TCustomProblem, type TPreset } from "./expiry-presets";

/** A pending update: a preset's expiry, or a custom one (null until the date-time field has a value). */
export type TUpdate = { choice: TPreset; expiresAt: number } | { choice: "custom"; expiresAt: number | null };

/**
 * The privilege screen's pending changes: updates by privilege id and
 * removals. An id is in at most one of them: choosing an update drops its removal and vice versa.
 */
export type TPendingEdits = { updates: Readonly<Record<number, TUpdate>>; deletions: readonly number[] };
export const NO_EDITS: TPendingEdits = { updates: {}, deletions: [] };

function withoutUpdate(updates: Readonly<Record<number, TUpdate>>, id: number): Record<number, TUpdate> {
  const { [id]: _dropped, ...rest } = updates;
  return rest;
}

/** Sets an update for `id`, replacing any earlier update or removal. */
export function chooseUpdate(edits: TPendingEdits, id: number, update: TUpdate): TPendingEdits {
  return { updates: { ...edits.updates, [id]: update }, deletions: edits.deletions.filter((d) => d !== id) };
}

/** Marks `id` for removal, replacing any pending update. */
export function chooseRemoval(edits: TPendingEdits, id: number): TPendingEdits {
  const deletions = edits.deletions.includes(id) ? edits.deletions : [...edits.deletions, id].sort((a, b) => a - b);
  return { updates: withoutUpdate(edits.updates, id), deletions };
}

/** "Cancel Change": forgets whatever is pending for `id`. */
export function cancelChange(edits: TPendingEdits, id: number): TPendingEdits {
  return { updates: withoutUpdate(edits.updates, id), deletions: edits.deletions.filter((d) => d !== id) };
}

/** What is pending for one privilege. */
export function changeOf(edits: TPendingEdits, id: number): TUpdate | "remove" | null {
  if (edits.deletions.includes(id)) return "remove";
  return edits.updates[id] ?? null;
}

/** How many privileges have a pending change. */
export function pendingCount(edits: TPendingEdits): number {
  return Object.keys(edits.updates).length + edits.deletions.length;
}

export type TGrantMaps = { updatePrivileges: Record<string, string>; delPrivileges: number[] };
export type TBuildResult =
  | ({ ok: true } & TGrantMaps)
  | { ok: false; problem: { kind: "nothing" } | { kind: "custom"; id: number; reason: TCustomProblem } };

/** The two maps Apply sends (epoch ms as text), or why it cannot: nothing pending, or a custom expiry to fix. */
export function buildGrant(edits: TPendingEdits, now: number): TBuildResult {
  if (pendingCount(edits) === 0) return { ok: false, problem: { kind: "nothing" } };
  const updatePrivileges: Record<string, string> = {};
  const ids = Object.keys(edits.updates)
    .map(Number)
    .sort((a, b) => a - b);
  for (const id of ids) {
    const update = edits.updates[id]!;
    if (update.choice === "custom") {
      const reason = customProblem(update.expiresAt, now);
      if (reason) return { ok: false, problem: { kind: "custom", id, reason } };
    }
    updatePrivileges[String(id)] = String(update.expiresAt);
  }
  return { ok: true, updatePrivileges, delPrivileges: [...edits.deletions] };
}
