import { z } from "zod";
import { ZEmail } from "./accounts";
import { enveloped, ZEmptyRequest, ZPaginationRequest } from "./common";
import { ZContentProblem } from "./content-problems";
import { endpoint, ZOkResponse } from "./endpoint";
import { MAX_PRIVILEGE_ID } from "./privilege-ids";
import { ZPrivilegeId } from "./privileges";
import { ZQuestionType } from "./question-types/index";
import { ZLevel, ZPageType, ZPracticeId, ZReadingPractice } from "./reading";
import { ROUTES } from "./routes";
import { ZWritingPart } from "./writing";

/**
 * The admin test list: `questionTypes` keeps tests using any of them; no `level` lists every test but the
 * deleted ones (level -1), which show only when asked for. Newest first; the client asks 10 a page.
 */
export const ZAdminReadingListRequest = z.strictObject({
  questionTypes: z.array(ZQuestionType),
  paginationRequest: ZPaginationRequest,
  pageType: ZPageType.optional(),
  level: ZLevel.optional(),
});
export const ZAdminReadingListItem = z.object({
  readingPracticeID: z.string(),
  title: z.string(),
  level: z.number().int(),
  questionNumber: z.number().int(),
  questionTypes: z.array(z.string()),
});
export type TAdminReadingListItem = z.infer<typeof ZAdminReadingListItem>;
export const ZAdminReadingListResponse = enveloped({ info: z.array(ZAdminReadingListItem) });
/** Partial, case-insensitive; the closest match (exact first, then the shortest title) is returned. */
export const ZAdminTitleRequest = z.strictObject({
  title: z.string().trim().min(1, "Please enter a title to search").max(200),
});
export const ZAdminSingleRequest = z.strictObject({ practiceID: ZPracticeId });
export const ZAdminPracticeResponse = enveloped({ readingPractice: ZReadingPractice });
/** Save: a practice without an id creates one. */
export const ZAdminModifyRequest = ZReadingPractice.extend({ readingPracticeID: ZPracticeId.optional() });
export const ZAdminModifyResponse = enveloped({ readingPracticeID: z.string() });
export const ZAdminDeleteRequest = z.strictObject({ readingPracticeID: ZPracticeId });
/**
 * A refused save: errMsg joins them; `problems` lists the content validator's messages one by one in English,
 * `contentProblems` the same as codes and values for the web to word in the teacher's language.
 */
export const ZAdminModifyError = z.object({
  statusCode: z.number(),
  errMsg: z.string(),
  problems: z.array(z.string()),
  contentProblems: z.array(ZContentProblem).optional(),
});

/** Answer of the add call: the new task's id. */
export const ZAdminWritingAddResponse = enveloped({ writingPracticeID: z.string() });

/** The writingData field of the multipart add call. */
export const ZAdminWritingData = z.strictObject({
  writingPractices: z.strictObject({
    part: ZWritingPart,
    // Shapes only: the validation messages come from the shared rules (domain writing-task-validation).
    content: z.string(),
    theme: z.array(z.string().max(64)).max(20),
    title: z.string().optional(),
    requirement: z.string().optional(),
    /** Unix seconds as text; defaults to the time of adding. */
    publishTime: z
      .string()
      .regex(/^\d{1,12}$/, "publishTime must be unix seconds")
      .optional(),
  }),
});

export const ZPrivilegeRecord = z.object({ expiresAt: z.string(), grantedAt: z.string(), grantedBy: z.string() });
export const ZGetPrivilegeRequest = z.strictObject({ email: ZEmail });
export const ZGetPrivilegeResponse = enveloped({ privileges: z.record(z.string(), ZPrivilegeRecord) });
export const ZGrantPrivilegeRequest = z.strictObject({
  email: ZEmail,
  /** privilege id → new expiry, epoch ms as text. */
  updatePrivileges: z.record(
    z.string().regex(/^([1-9]|10)$/, `privilege ids are 1 to ${MAX_PRIVILEGE_ID}`),
    z.string().regex(/^\d{1,15}$/, "expiry must be epoch milliseconds"),
  ),
  delPrivileges: z.array(ZPrivilegeId),
});

export const ZGrantPrivilegeResponse = enveloped({});

/** Learner accounts (registration is closed, so administrators create them). */
export const MIN_PASSWORD_LENGTH = 8;
/**
 * Only a size bound here: the password rule (length in code points after NFKC, common passwords, the
 * e-mail) is the server's (domain password-policy.ts), so every refusal carries its `reason` code.
 */
export const ZAccountPassword = z.string().max(1024, "Passwords may have at most 1024 characters");
export const ZCreateUserRequest = z.strictObject({ email: ZEmail, password: ZAccountPassword });
export const ZCreateUserResponse = enveloped({ email: z.string() });
/** Sets a new password and signs the user out everywhere. */
export const ZResetPasswordRequest = z.strictObject({ email: ZEmail, password: ZAccountPassword });
export const ZUserListRequest = z.strictObject({
  paginationRequest: ZPaginationRequest,
  /** Part of an e-mail, case-insensitive. */
  query: z.string().trim().max(200).optional(),
});
export const ZUserSummary = z.object({
  email: z.string(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  /** Privilege ids held and not expired. */
  privileges: z.array(z.number().int()),
  /** Time for timed tests in percent of the standard time; 0 is untimed practice. */
  timeAllowance: z.number().int(),
  /** Epoch ms before which this account's sign-in is slowed (too many failures); absent when it is not. */
  signInWaitUntil: z.number().int().optional(),
  /** The account is disabled (it cannot sign in); absent when it is not. */
  disabled: z.boolean().optional(),
  /** The account still holds a one-time password; absent when it does not. */
  mustChangePassword: z.boolean().optional(),
  /** The name a teacher gave the learner, when one did. */
  name: z.string().optional(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;
export const ZUserListResponse = enveloped({
  data: z.object({ users: z.array(ZUserSummary), totalCnt: z.number().int() }),
});

/** Time allowances an administrator may give: percent of the standard time; 0 is untimed practice. */
export const TIME_ALLOWANCES = [100, 125, 150, 200, 0] as const;
export type TTimeAllowance = (typeof TIME_ALLOWANCES)[number];

/**
 * Sets a learner's time allowance, used by the complete tests they start from now on and, with
 * `applyToRunning`, by one already running (its deadline moves; its device picks it up within half a minute).
 */
export const ZTimeAllowanceRequest = z.strictObject({
  email: ZEmail,
  percent: z.union(
    TIME_ALLOWANCES.map((p) => z.literal(p)),
    "percent is 100, 125, 150, 200 or 0 (untimed)",
  ),
  applyToRunning: z.boolean(),
});
export const ZTimeAllowanceResponse = enveloped({ runningUpdated: z.number().int() });

/**
 * Disables an account (it cannot sign in, every session ends at once, its data stays) or enables it again. An
 * administrator cannot disable their own account, nor the last active administrator.
 */
export const ZSetDisabledRequest = z.strictObject({ email: ZEmail, disabled: z.boolean() });

/**
 * Deletes an account and everything that is only its own: sessions, privileges, tests in progress, results,
 * essays, drafts, tokens and class places. Classes it taught pass to the administrator who deletes it; the
 * audit log keeps its entries. Not one's own account, nor the last active administrator. `confirmEmail`
 * repeats the address, so a slip of the list cannot delete the wrong account.
 */
export const ZDeleteUserRequest = z
  .strictObject({ email: ZEmail, confirmEmail: ZEmail })
  .refine((r) => r.email === r.confirmEmail, "confirmEmail does not match email");

/** Gives an account a new one-time password (shown once), ends its sessions; it must choose its own at sign-in. */
export const ZOneTimePasswordRequest = z.strictObject({ email: ZEmail });
export const ZOneTimePasswordResponse = enveloped({ email: z.string(), oneTimePassword: z.string() });

/** Clears an account's sign-in failures, so its owner may try again at once (an administrator's unlock). */
export const ZUnlockUserRequest = z.strictObject({ email: ZEmail });
/** `hadFailures`: whether there was anything to clear. */
export const ZUnlockUserResponse = enveloped({ email: z.string(), hadFailures: z.boolean() });

/**
 * The complete tests the bank holds or is building: each test group of actual-test passages with its parts
 * (levels 1–3; a part may be missing or doubled while a test is being written), for the editor's complete-test
 * panel. Retired passages are left out.
 */
export const ZAdminGroupsResponse = enveloped({
  data: z.array(
    z.strictObject({
      testGroup: z.string(),
      parts: z.array(
        z.strictObject({
          readingPracticeID: z.string(),
          title: z.string(),
          level: z.number().int(),
          questionCount: z.number().int(),
          startNumber: z.number().int().optional(),
        }),
      ),
    }),
  ),
});
export type TAdminGroups = z.infer<typeof ZAdminGroupsResponse>["data"];

/** The administrator's calls: every one is refused unless the caller holds an active administrator privilege. */
export const adminEndpoints = {
  adminReadingGroups: endpoint(ROUTES.adminReadingGroups, ZEmptyRequest, ZAdminGroupsResponse),
  adminReadingList: endpoint(ROUTES.adminReadingList, ZAdminReadingListRequest, ZAdminReadingListResponse),
  adminReadingTitle: endpoint(ROUTES.adminReadingTitle, ZAdminTitleRequest, ZAdminPracticeResponse),
  adminReadingSingle: endpoint(ROUTES.adminReadingSingle, ZAdminSingleRequest, ZAdminPracticeResponse),
  adminReadingModify: endpoint(ROUTES.adminReadingModify, ZAdminModifyRequest, ZAdminModifyResponse),
  adminReadingDelete: endpoint(ROUTES.adminReadingDelete, ZAdminDeleteRequest, ZOkResponse),
  adminWritingAdd: endpoint(ROUTES.adminWritingAdd, ZAdminWritingData, ZAdminWritingAddResponse),
  adminGetPrivilege: endpoint(ROUTES.adminGetPrivilege, ZGetPrivilegeRequest, ZGetPrivilegeResponse),
  adminGrantPrivilege: endpoint(ROUTES.adminGrantPrivilege, ZGrantPrivilegeRequest, ZGrantPrivilegeResponse),
  adminUserList: endpoint(ROUTES.adminUserList, ZUserListRequest, ZUserListResponse),
  adminUserCreate: endpoint(ROUTES.adminUserCreate, ZCreateUserRequest, ZCreateUserResponse),
  adminUserResetPassword: endpoint(ROUTES.adminUserResetPassword, ZResetPasswordRequest, ZOkResponse),
  adminUserTimeAllowance: endpoint(ROUTES.adminUserTimeAllowance, ZTimeAllowanceRequest, ZTimeAllowanceResponse),
  adminUserUnlock: endpoint(ROUTES.adminUserUnlock, ZUnlockUserRequest, ZUnlockUserResponse),
  adminUserSetDisabled: endpoint(ROUTES.adminUserSetDisabled, ZSetDisabledRequest, ZOkResponse),
  adminUserDelete: endpoint(ROUTES.adminUserDelete, ZDeleteUserRequest, ZOkResponse),
  adminUserOneTimePassword: endpoint(
    ROUTES.adminUserOneTimePassword,
    ZOneTimePasswordRequest,
    ZOneTimePasswordResponse,
  ),
};
