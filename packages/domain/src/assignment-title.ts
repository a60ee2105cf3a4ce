import { MAX_ASSIGNMENT_TITLE } from "@bandcraft/contract/assignments";

/**
 * The title an assignment takes when its teacher gives none: its content's titles in part order (a complete
 * test's three parts, the passages, or the writing task's), joined by " · " and cut to the longest title
 * allowed. The server stores it; the new-assignment form shows it as the title field's placeholder.
 */
export function defaultAssignmentTitle(titles: readonly string[]): string {
  const joined = titles
    .map((t) => t.trim())
    .filter(Boolean)
    .join(" · ");
  return joined.length <= MAX_ASSIGNMENT_TITLE ? joined : `${joined.slice(0, MAX_ASSIGNMENT_TITLE - 1).trimEnd()}…`;
}
