/** Header texts per route, read by the layout from the matched route's `handle`. */
export type THeaderKey =
  | "home"
  | "reading"
  | "writing"
  | "writingPractices"
  | "test"
  | "multiTest"
  | "records"
  | "admin"
  | "auth"
  | "teaching"
  | "choosePassword";

export type TRouteHandle = { header: THeaderKey; back: boolean };

/** Narrows a route's `handle` (typed unknown by the router). */
export function isRouteHandle(value: unknown): value is TRouteHandle {
  return typeof value === "object" && value !== null && "header" in value && "back" in value;
}
