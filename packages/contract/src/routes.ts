/**
 * Who may call an endpoint. The server registers each endpoint inside the scope its access names, and that
 * scope's hook checks the caller before any handler runs: a route cannot forget its check.
 */
export const ACCESS_LEVELS = ["public", "learner", "teacher", "admin"] as const;
export type TAccess = (typeof ACCESS_LEVELS)[number];

/** Where a call goes and who may make it. */
export interface TRouteInfo {
  readonly name: string;
  readonly method: "GET" | "POST";
  readonly path: `/api/${string}`;
  readonly access: TAccess;
  readonly body: "json" | "multipart" | "params";
}

export type TRouteName = keyof typeof ROUTES;

/**
 * The calls an account holding a one-time password may make: the server refuses every other one (403, reason
 * PASSWORD_CHANGE_REQUIRED) until the account has chosen its own password.
 */
export const OPEN_BEFORE_PASSWORD_CHANGE: readonly TRouteName[] = ["userInfo", "changePassword", "logout"];
/** The `reason` of that refusal. */
export const PASSWORD_CHANGE_REQUIRED = "password-change-required" as const;

/** One entry of the table, on one line: its name, method, path, who may call it, and how its request arrives. */
const route = <
  N extends string,
  M extends TRouteInfo["method"],
  P extends TRouteInfo["path"],
  A extends TAccess,
  B extends TRouteInfo["body"],
>(
  name: N,
  method: M,
  path: P,
  access: A,
  body: B,
) => ({ name, method, path, access, body });

/**
 * Every call of the API: its method, path, who may call it and how its request arrives. Plain data with
 * no schema, so a screen that checks a reply by hand can still name its call without loading Zod; the
 * schemas join these in each feature's endpoints (endpoints.ts gathers them into one table).
 *
 * `access`: "public" anyone; "learner" any signed-in account; "teacher" an account holding an active Teacher
 * or administrator privilege (paths under /api/teacher/); "admin" an account holding an active administrator
 * privilege (paths under /api/admin/). `body`: "json" is parsed against the request schema; "multipart" is a form the
 * handler reads; "params" is a GET whose path parameters are parsed.
 */
export const ROUTES = {
  // system
  health: route("health", "GET", "/api/health", "public", "params"),
  image: route("image", "GET", "/api/images/:file", "public", "params"),
  bankSummary: route("bankSummary", "GET", "/api/bank/summary", "public", "params"),
  // accounts
  login: route("login", "POST", "/api/login", "public", "json"),
  logout: route("logout", "POST", "/api/logout", "learner", "json"),
  userInfo: route("userInfo", "POST", "/api/user_info", "learner", "json"),
  sessionList: route("sessionList", "POST", "/api/sessions/list", "learner", "json"),
  sessionRevoke: route("sessionRevoke", "POST", "/api/sessions/revoke", "learner", "json"),
  sessionRevokeOthers: route("sessionRevokeOthers", "POST", "/api/sessions/revoke_others", "learner", "json"),
  changePassword: route("changePassword", "POST", "/api/account/change_password", "learner", "json"),
  // reading
  readingSingle: route("readingSingle", "POST", "/api/reading/single", "learner", "json"),
  readingSingleRandom: route("readingSingleRandom", "POST", "/api/reading/single_random", "learner", "json"),
  readingPackRandom: route("readingPackRandom", "POST", "/api/reading/pack_random", "learner", "json"),
  readingSubmit: route("readingSubmit", "POST", "/api/reading/submit", "learner", "json"),
  readingRecord: route("readingRecord", "POST", "/api/reading/record", "learner", "json"),
  readingInsight: route("readingInsight", "POST", "/api/reading/insight", "learner", "json"),
  readingReview: route("readingReview", "POST", "/api/reading/review", "learner", "json"),
  // attempts
  attemptSave: route("attemptSave", "POST", "/api/reading/attempt/save", "learner", "json"),
  attemptOpen: route("attemptOpen", "POST", "/api/reading/attempt/open", "learner", "json"),
  attemptStatus: route("attemptStatus", "POST", "/api/reading/attempt/status", "learner", "json"),
  attemptList: route("attemptList", "POST", "/api/reading/attempt/list", "learner", "json"),
  readingResult: route("readingResult", "POST", "/api/reading/result", "learner", "json"),
  // writing
  writingThemes: route("writingThemes", "GET", "/api/writing/themes", "learner", "params"),
  writingList: route("writingList", "POST", "/api/writing/list", "learner", "json"),
  essaySave: route("essaySave", "POST", "/api/writing/essays/save", "learner", "json"),
  essayList: route("essayList", "POST", "/api/writing/essays/list", "learner", "json"),
  essayGet: route("essayGet", "POST", "/api/writing/essays/get", "learner", "json"),
  essayDelete: route("essayDelete", "POST", "/api/writing/essays/delete", "learner", "json"),
  draftSave: route("draftSave", "POST", "/api/writing/drafts/save", "learner", "json"),
  draftList: route("draftList", "POST", "/api/writing/drafts/list", "learner", "json"),
  draftDelete: route("draftDelete", "POST", "/api/writing/drafts/delete", "learner", "json"),
  essaySend: route("essaySend", "POST", "/api/writing/essays/send", "learner", "json"),
  essayMarking: route("essayMarking", "POST", "/api/writing/essays/marking", "learner", "json"),
  // assignments (the learner's side)
  myAssignments: route("myAssignments", "POST", "/api/assignments/list", "learner", "json"),
  assignmentStart: route("assignmentStart", "POST", "/api/assignments/start", "learner", "json"),
  // teaching
  classList: route("classList", "POST", "/api/teacher/classes/list", "teacher", "json"),
  classCreate: route("classCreate", "POST", "/api/teacher/classes/create", "teacher", "json"),
  classUpdate: route("classUpdate", "POST", "/api/teacher/classes/update", "teacher", "json"),
  classGet: route("classGet", "POST", "/api/teacher/classes/get", "teacher", "json"),
  classAddLearners: route("classAddLearners", "POST", "/api/teacher/classes/add_learners", "teacher", "json"),
  classRemoveLearner: route("classRemoveLearner", "POST", "/api/teacher/classes/remove_learner", "teacher", "json"),
  classResults: route("classResults", "POST", "/api/teacher/classes/results", "teacher", "json"),
  classExport: route("classExport", "POST", "/api/teacher/classes/export", "teacher", "json"),
  assignmentCatalogue: route("assignmentCatalogue", "POST", "/api/teacher/assignments/catalogue", "teacher", "json"),
  assignmentCreate: route("assignmentCreate", "POST", "/api/teacher/assignments/create", "teacher", "json"),
  assignmentList: route("assignmentList", "POST", "/api/teacher/assignments/list", "teacher", "json"),
  assignmentDelete: route("assignmentDelete", "POST", "/api/teacher/assignments/delete", "teacher", "json"),
  assignmentResults: route("assignmentResults", "POST", "/api/teacher/assignments/results", "teacher", "json"),
  assignmentReview: route("assignmentReview", "POST", "/api/teacher/assignments/review", "teacher", "json"),
  markingList: route("markingList", "POST", "/api/teacher/essays/list", "teacher", "json"),
  markingGet: route("markingGet", "POST", "/api/teacher/essays/get", "teacher", "json"),
  markingSave: route("markingSave", "POST", "/api/teacher/essays/mark", "teacher", "json"),
  // admin
  adminBankRecent: route("adminBankRecent", "POST", "/api/admin/bank/recent", "admin", "json"),
  adminReadingGroups: route("adminReadingGroups", "POST", "/api/admin/reading/groups", "admin", "json"),
  adminReadingList: route("adminReadingList", "POST", "/api/admin/reading/list", "admin", "json"),
  adminReadingTitle: route("adminReadingTitle", "POST", "/api/admin/reading/title", "admin", "json"),
  adminReadingSingle: route("adminReadingSingle", "POST", "/api/admin/reading/single", "admin", "json"),
  adminReadingModify: route("adminReadingModify", "POST", "/api/admin/reading/modify", "admin", "json"),
  adminReadingDelete: route("adminReadingDelete", "POST", "/api/admin/reading/delete", "admin", "json"),
  adminReadingExport: route("adminReadingExport", "POST", "/api/admin/reading/export", "admin", "json"),
  adminReadingExportBank: route("adminReadingExportBank", "POST", "/api/admin/reading/export_bank", "admin", "json"),
  adminReadingImport: route("adminReadingImport", "POST", "/api/admin/reading/import", "admin", "json"),
  adminWritingAdd: route("adminWritingAdd", "POST", "/api/admin/writing/add", "admin", "multipart"),
  adminWritingList: route("adminWritingList", "POST", "/api/admin/writing/list", "admin", "json"),
  adminWritingSingle: route("adminWritingSingle", "POST", "/api/admin/writing/single", "admin", "json"),
  adminWritingModify: route("adminWritingModify", "POST", "/api/admin/writing/modify", "admin", "multipart"),
  adminWritingDelete: route("adminWritingDelete", "POST", "/api/admin/writing/delete", "admin", "json"),
  adminImageUpload: route("adminImageUpload", "POST", "/api/admin/images/upload", "admin", "multipart"),
  adminGetPrivilege: route("adminGetPrivilege", "POST", "/api/admin/get_privilege", "admin", "json"),
  adminGrantPrivilege: route("adminGrantPrivilege", "POST", "/api/admin/grant_privilege", "admin", "json"),
  adminUserList: route("adminUserList", "POST", "/api/admin/users/list", "admin", "json"),
  adminUserCreate: route("adminUserCreate", "POST", "/api/admin/users/create", "admin", "json"),
  adminUserResetPassword: route("adminUserResetPassword", "POST", "/api/admin/users/reset_password", "admin", "json"),
  adminUserTimeAllowance: route("adminUserTimeAllowance", "POST", "/api/admin/users/time_allowance", "admin", "json"),
  adminUserUnlock: route("adminUserUnlock", "POST", "/api/admin/users/unlock", "admin", "json"),
  adminUserSetDisabled: route("adminUserSetDisabled", "POST", "/api/admin/users/set_disabled", "admin", "json"),
  adminUserDelete: route("adminUserDelete", "POST", "/api/admin/users/delete", "admin", "json"),
  adminUserOneTimePassword: route(
    "adminUserOneTimePassword",
    "POST",
    "/api/admin/users/one_time_password",
    "admin",
    "json",
  ),
  adminAuditList: route("adminAuditList", "POST", "/api/admin/audit/list", "admin", "json"),
} as const satisfies Record<string, TRouteInfo>;

/** The address of a stored picture (its content hash and extension), as the server serves it. */
export const imagePath = (file: string): string => ROUTES.image.path.replace(":file", file);
