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
