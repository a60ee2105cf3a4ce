/** The success envelope: statusCode 200, empty errMsg, then the call's own fields. */
export function ok<T extends Record<string, unknown>>(fields: T = {} as T): { statusCode: 200; errMsg: "" } & T {
  return { statusCode: 200, errMsg: "", ...fields };
}
