import { sha256Hex } from "../../lib/tokens";

/** What a learner may see of a practice body (JSON text): everything but its key and explanations. */
export function learnerForm(body: string): string {
  const {
    answers: _answers,
    explanations: _explanations,
    version: _version,
    ...learner
  } = JSON.parse(body) as Record<string, unknown>;
  return JSON.stringify(learner);
}

/**
 * The stored forms of one practice body: what a learner may see, and the body's content address (its
 * snapshot, which the attempt names as the version given; never sent to the learner).
 */
export function practiceForms(body: string): { learnerBody: string; sha: string } {
  return { learnerBody: learnerForm(body), sha: sha256Hex(body) };
}
