import { sha256Hex } from "../../lib/tokens";

/**
 * The stored forms of one practice body: what a learner may see (with the version it is, so the
 * submission can name it), and the body's content address.
 */
export function practiceForms(body: string): { learnerBody: string; sha: string } {
  const { answers: _answers, explanations: _explanations, ...learner } = JSON.parse(body) as Record<string, unknown>;
  const sha = sha256Hex(body);
  return { learnerBody: JSON.stringify({ ...learner, version: sha }), sha };
}
