import type { TAuditDetail } from "@bandcraft/contract/audit";
import { MAX_CLASS_SIZE, MAX_LEARNER_NAME, type TAddedLearner } from "@bandcraft/contract/classes";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import { isUniqueViolation } from "../../db/unique-violation";
import type { TAppDeps } from "../../deps";
import { badRequest } from "../../lib/app-error";
import { hashOneTimePassword, newOneTimePassword } from "../../lib/one-time-password";
import { findUsersByEmails, insertOneTimeUsers } from "../accounts/accounts.repository";
import { normaliseEmail } from "../accounts/user-admin.service";
import { recordAudit, type TAuditActor } from "../audit/audit.repository";
import { classArchived, classChanged, classFull, noSuchClass } from "./class-errors";
import { insertMembers, lockClass, memberCounts, membersAmong, type TClassRow } from "./classes.repository";

/** A learner to add, as the route or a CSV file gives it. */
export interface TLearnerInput {
  email: string;
  name?: string | undefined;
}

export type TAddLearnersResult = {
  /** Every learner given, in order, but those already in the class. */
  added: TAddedLearner[];
  alreadyInClass: string[];
};

type TStoredLearner = { email: string; name: string | undefined };

/** The learners in stored form (e-mail normalised, name trimmed or absent); 400 on a repeated e-mail. */
function normalised(input: readonly TLearnerInput[]): TStoredLearner[] {
  if (input.length === 0) throw badRequest("No learners were given");
  if (input.length > MAX_CLASS_SIZE) throw badRequest(`At most ${MAX_CLASS_SIZE} learners may be added at once`);
  const seen = new Set<string>();
  return input.map((learner) => {
    const email = normaliseEmail(learner.email);
    if (seen.has(email)) throw badRequest(`The e-mail ${email} is listed more than once`);
    seen.add(email);
    const name = learner.name?.trim() || undefined;
    if (name !== undefined && [...name].length > MAX_LEARNER_NAME)
      throw badRequest(`Names may have at most ${MAX_LEARNER_NAME} characters (${email})`);
    return { email, name };
  });
}

/** Refuses early, before any password is hashed, an add that cannot fit (the transaction judges again). */
async function assertRoomFor(deps: TAppDeps, into: TClassRow, existingIds: number[], total: number) {
  const [counts, members] = await Promise.all([
    memberCounts(deps.db, [into.id]),
    membersAmong(deps.db, into.id, existingIds),
  ]);
  const count = counts.get(into.id) ?? 0;
  if (count + total - members.size > MAX_CLASS_SIZE) throw classFull(count, total - members.size);
}

/** Puts into the (locked) class those learners not in it yet, within MAX_CLASS_SIZE; answers those who joined. */
async function join(
  trx: Kysely<TDatabase>,
  into: TClassRow,
  learners: readonly TStoredLearner[],
  accounts: { existing: Map<string, { id: number }>; idOf: Map<string, number> },
  now: number,
): Promise<TStoredLearner[]> {
  const idOf = (l: TStoredLearner) => accounts.idOf.get(l.email) ?? -1;
  const inClass = await membersAmong(
    trx,
    into.id,
    [...accounts.existing.values()].map((u) => u.id),
  );
  const joining = learners.filter((l) => !inClass.has(idOf(l)));
  const count = (await memberCounts(trx, [into.id])).get(into.id) ?? 0;
  if (count + joining.length > MAX_CLASS_SIZE) throw classFull(count, joining.length);
  await insertMembers(trx, into.id, joining.map(idOf), now);
  return joining;
}

/**
 * Adds learners to a class (`into`, already checked as the caller's) or, with `into` null (the command line's
 * import without a class), only makes sure they have accounts. An e-mail without an account gets one with a
 * one-time password, returned here and nowhere else (only its hash is stored); an existing account joins as
 * it is (its password, privileges and name never change: a teacher writes nothing on an account they did not
 * make), and its joining is in the audit log under its own address. All or nothing, in one transaction; the
 * passwords are hashed before it opens, so no write lock waits on them.
 */
export async function addLearners(
  deps: TAppDeps,
  actor: TAuditActor,
  into: TClassRow | null,
  input: readonly TLearnerInput[],
): Promise<TAddLearnersResult> {
  const learners = normalised(input);
  if (into && into.archived_at !== null) throw classArchived();
  const emails = learners.map((l) => l.email);
  const before = new Map((await findUsersByEmails(deps.db, emails)).map((u) => [u.email, u]));
  if (into)
    await assertRoomFor(
      deps,
      into,
      [...before.values()].map((u) => u.id),
      learners.length,
    );
  const passwords = new Map<string, { password: string; hash: string }>();
  // One at a time: 500 hashes queued at once would hold the thread pool that sign-ins' checks wait on.
  for (const l of learners.filter((learner) => !before.has(learner.email))) {
    const password = newOneTimePassword();
    passwords.set(l.email, { password, hash: await hashOneTimePassword(password) });
  }
  const now = deps.now();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const locked = into ? await lockClass(trx, deps.dialect, into.id) : null;
      if (into && !locked) throw noSuchClass();
      if (locked && locked.archived_at !== null) throw classArchived();
      const existing = new Map((await findUsersByEmails(trx, emails)).map((u) => [u.email, u]));
      // An account made since the first read joins as it is; one deleted since has no password ready.
      const hashed = learners
        .filter((l) => !existing.has(l.email))
        .map((l) => {
          const ready = passwords.get(l.email);
          if (!ready) throw classChanged();
          return { email: l.email, passwordHash: ready.hash, displayName: l.name ?? null };
        });
      const created = await insertOneTimeUsers(trx, hashed, now);
      const createdEmails = new Set(created.map((u) => u.email));
      const idOf = new Map([...existing.values(), ...created].map((u) => [u.email, u.id]));
      const joining = locked ? await join(trx, locked, learners, { existing, idOf }, now) : learners;
      const detail: TAuditDetail = locked ? { classID: locked.id } : {};
      for (const email of createdEmails) {
        await recordAudit(trx, actor, { action: "account.create", target: email, detail }, now);
      }
      for (const l of joining.filter((learner) => existing.has(learner.email))) {
        await recordAudit(trx, actor, { action: "class.join", target: l.email, detail }, now);
      }
      if (locked && joining.length > 0) {
        const counts = { ...detail, added: joining.length, created: createdEmails.size };
        await recordAudit(trx, actor, { action: "class.add_learners", target: locked.name, detail: counts }, now);
      }
      return {
        added: joining.map((l) => {
          const account = existing.get(l.email);
          const name = account ? account.display_name : l.name;
          const password = createdEmails.has(l.email) ? (passwords.get(l.email)?.password ?? null) : null;
          return { email: l.email, name: name ?? null, oneTimePassword: password };
        }),
        alreadyInClass: learners.filter((l) => !joining.includes(l)).map((l) => l.email),
      };
    });
  } catch (error) {
    // Another call created one of these accounts (or added one to the class) between our read and our write.
    if (isUniqueViolation(error)) throw classChanged();
    throw error;
  }
}
