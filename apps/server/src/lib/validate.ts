import type { z } from "zod";
import { badRequest } from "./app-error";

/** Describes Zod issues in one line a client developer can act on: "email: expected string". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
      return `${where}${issue.message}`;
    })
    .join("; ");
}

/** Parses a request body or throws a 400 that says what is wrong. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(`Invalid request: ${describeIssues(result.error)}`);
  return result.data;
}

/**
 * Where a parsed JSON value holds U+0000 in a string or a key ("readingPractices.0.title"), or undefined.
 * PostgreSQL text cannot store it (SQLite can), so requests are refused alike on both databases.
 */
export function findNulCharacter(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === "string") {
      if (node.includes("\u0000")) return path || "(the body)";
    } else if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes("\u0000")) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** Throws a 400 naming the field when the value holds U+0000 anywhere. */
export function assertNoNulCharacter(value: unknown): void {
  const where = findNulCharacter(value);
  if (where !== undefined) {
    throw badRequest(`Invalid request: ${JSON.stringify(where)}: text may not contain the NUL character (\\u0000)`);
  }
}
