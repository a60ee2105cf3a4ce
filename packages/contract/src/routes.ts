/**
 * Who may call an endpoint. The server registers each endpoint inside the scope its access names, and that
 * scope's hook checks the caller before any handler runs: a route cannot forget its check.
 */
export const ACCESS_LEVELS = ["public", "learner", "admin"] as const;
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
 * Every call of the API: its method, path, who may call it and how its request arrives. Plain data with
 * no schema, so a screen that checks a reply by hand can still name its call without loading Zod; the
 * schemas join these in each feature's endpoints (endpoints.ts gathers them into one table).
 *
 * `access`: "public" anyone; "learner" any signed-in account; "admin" an account holding an active
 * administrator privilege. `body`: "json" is parsed against the request schema; "multipart" is a form the
 * handler reads; "params" is a GET whose path parameters are parsed.
 */
export const ROUTES = {
  // system
  health: { name: "health", method: "GET", path: "/api/health", access: "public", body: "params" },
  image: { name: "image", method: "GET", path: "/api/images/:file", access: "public", body: "params" },
  // accounts
  login: { name: "login", method: "POST", path: "/api/login", access: "public", body: "json" },
  logout: { name: "logout", method: "POST", path: "/api/logout", access: "learner", body: "json" },
  userInfo: { name: "userInfo", method: "POST", path: "/api/user_info", access: "learner", body: "json" },
  sessionList: { name: "sessionList", method: "POST", path: "/api/sessions/list", access: "learner", body: "json" },
  sessionRevoke: {
    name: "sessionRevoke",
    method: "POST",
    path: "/api/sessions/revoke",
    access: "learner",
    body: "json",
  },
  sessionRevokeOthers: {
    name: "sessionRevokeOthers",
    method: "POST",
    path: "/api/sessions/revoke_others",
    access: "learner",
    body: "json",
  },
  changePassword: {
    name: "changePassword",
    method: "POST",
    path: "/api/account/change_password",
    access: "learner",
    body: "json",
  },
  // reading
  readingSingle: {
    name: "readingSingle",
    method: "POST",
    path: "/api/reading/single",
    access: "learner",
    body: "json",
  },
  readingSingleRandom: {
    name: "readingSingleRandom",
    method: "POST",
    path: "/api/reading/single_random",
    access: "learner",
    body: "json",
  },
  readingPackRandom: {
    name: "readingPackRandom",
    method: "POST",
    path: "/api/reading/pack_random",
    access: "learner",
    body: "json",
  },
  readingSubmit: {
    name: "readingSubmit",
    method: "POST",
    path: "/api/reading/submit",
    access: "learner",
    body: "json",
  },
  readingRecord: {
    name: "readingRecord",
    method: "POST",
    path: "/api/reading/record",
    access: "learner",
    body: "json",
  },
  readingInsight: {
    name: "readingInsight",
    method: "POST",
    path: "/api/reading/insight",
    access: "learner",
    body: "json",
  },
  readingReview: {
    name: "readingReview",
    method: "POST",
    path: "/api/reading/review",
    access: "learner",
    body: "json",
  },
  // attempts
  attemptSave: {
    name: "attemptSave",
    method: "POST",
    path: "/api/reading/attempt/save",
    access: "learner",
    body: "json",
  },
  attemptOpen: {
    name: "attemptOpen",
    method: "POST",
    path: "/api/reading/attempt/open",
    access: "learner",
    body: "json",
  },
  attemptStatus: {
    name: "attemptStatus",
    method: "POST",
    path: "/api/reading/attempt/status",
    access: "learner",
    body: "json",
  },
  attemptList: {
    name: "attemptList",
    method: "POST",
    path: "/api/reading/attempt/list",
    access: "learner",
    body: "json",
  },
  readingResult: {
    name: "readingResult",
    method: "POST",
    path: "/api/reading/result",
    access: "learner",
    body: "json",
  },
  // writing
  writingThemes: {
    name: "writingThemes",
    method: "GET",
    path: "/api/writing/themes",
    access: "learner",
    body: "params",
  },
  writingList: { name: "writingList", method: "POST", path: "/api/writing/list", access: "learner", body: "json" },
  essaySave: { name: "essaySave", method: "POST", path: "/api/writing/essays/save", access: "learner", body: "json" },
  essayList: { name: "essayList", method: "POST", path: "/api/writing/essays/list", access: "learner", body: "json" },
  essayGet: { name: "essayGet", method: "POST", path: "/api/writing/essays/get", access: "learner", body: "json" },
  essayDelete: {
    name: "essayDelete",
    method: "POST",
    path: "/api/writing/essays/delete",
    access: "learner",
    body: "json",
  },
  draftSave: { name: "draftSave", method: "POST", path: "/api/writing/drafts/save", access: "learner", body: "json" },
  draftList: { name: "draftList", method: "POST", path: "/api/writing/drafts/list", access: "learner", body: "json" },
  draftDelete: {
    name: "draftDelete",
    method: "POST",
    path: "/api/writing/drafts/delete",
    access: "learner",
    body: "json",
  },
  // admin
  adminReadingList: {
    name: "adminReadingList",
    method: "POST",
    path: "/api/admin/reading/list",
    access: "admin",
    body: "json",
  },
  adminReadingTitle: {
    name: "adminReadingTitle",
    method: "POST",
    path: "/api/admin/reading/title",
    access: "admin",
    body: "json",
  },
  adminReadingSingle: {
    name: "adminReadingSingle",
    method: "POST",
    path: "/api/admin/reading/single",
    access: "admin",
    body: "json",
  },
  adminReadingModify: {
    name: "adminReadingModify",
    method: "POST",
    path: "/api/admin/reading/modify",
    access: "admin",
    body: "json",
  },
  adminReadingDelete: {
    name: "adminReadingDelete",
    method: "POST",
    path: "/api/admin/reading/delete",
    access: "admin",
    body: "json",
  },
  adminWritingAdd: {
    name: "adminWritingAdd",
    method: "POST",
    path: "/api/admin/writing/add",
    access: "admin",
    body: "multipart",
  },
  adminGetPrivilege: {
    name: "adminGetPrivilege",
    method: "POST",
    path: "/api/admin/get_privilege",
    access: "admin",
    body: "json",
  },
  adminGrantPrivilege: {
    name: "adminGrantPrivilege",
    method: "POST",
    path: "/api/admin/grant_privilege",
    access: "admin",
    body: "json",
  },
  adminUserList: {
    name: "adminUserList",
    method: "POST",
    path: "/api/admin/users/list",
    access: "admin",
    body: "json",
  },
  adminUserCreate: {
    name: "adminUserCreate",
    method: "POST",
    path: "/api/admin/users/create",
    access: "admin",
    body: "json",
  },
  adminUserResetPassword: {
    name: "adminUserResetPassword",
    method: "POST",
    path: "/api/admin/users/reset_password",
    access: "admin",
    body: "json",
  },
  adminUserTimeAllowance: {
    name: "adminUserTimeAllowance",
    method: "POST",
    path: "/api/admin/users/time_allowance",
    access: "admin",
    body: "json",
  },
  adminUserUnlock: {
    name: "adminUserUnlock",
    method: "POST",
    path: "/api/admin/users/unlock",
    access: "admin",
    body: "json",
  },
} as const satisfies Record<string, TRouteInfo>;

/** The address of a stored picture (its content hash and extension), as the server serves it. */
export const imagePath = (file: string): string => ROUTES.image.path.replace(":file", file);
