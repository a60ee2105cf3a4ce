/** The multi-select limit while taking a test when the content names none (the review default is 3). */
export const TEST_DEFAULT_MAX_SELECTION = 2;

/**
 * Toggles one letter in a multi-select answer: a chosen letter is removed; a new one is
 * appended, and beyond `max` only the last `max` choices stay. `order` is oldest choice first.
 */
export function toggleChoice(order: readonly string[], letter: string, max: number): string[] {
  if (order.includes(letter)) return order.filter((l) => l !== letter);
  return [...order, letter].slice(-Math.max(1, max));
}

/**
 * The letters as stored: sorted, one per number of the question's group, "" for the rest. Spreading
 * them like the key does (question_3: ["A", "D"] → 3: "A", 4: "D") lets each number be marked alone.
 */
export function spreadChoices(order: readonly string[], numbers: readonly number[]): Array<[number, string]> {
  const sorted = [...order].sort();
  return numbers.map((n, i) => [n, sorted[i] ?? ""]);
}

/** The letters currently stored over a group's numbers. */
export function storedChoices(answers: Readonly<Record<number, string>>, numbers: readonly number[]): string[] {
  return numbers.map((n) => (answers[n] ?? "").trim()).filter(Boolean);
}

/**
 * The choice order to build on: the remembered order restricted to what is stored, then any stored
 * letters it does not know (an answer restored after a reload has no order, so it counts as oldest).
 */
export function reconcileOrder(remembered: readonly string[], stored: readonly string[]): string[] {
  const kept = remembered.filter((l) => stored.includes(l));
  return [...stored.filter((l) => !kept.includes(l)), ...kept];
}
