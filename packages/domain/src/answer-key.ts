/** One answer-key value: a single answer, or a list spread over consecutive question numbers. */
export type TAnswerKeyValue = string | readonly string[];
/** An answer key as stored: question_N / heading_N / section-S-N → value. */
export type TAnswerKeyInput = Readonly<Record<string, TAnswerKeyValue>>;
/** One expanded answer: the global question number, the answer, and the key it came from. */
export type TAnswerKeyEntry = { number: number; value: string; key: string };

// Lower rank wins when two keys give the same number, so the result never depends on key order.
const KEY_FORMS: readonly { pattern: RegExp; rank: number }[] = [
  { pattern: /^question_(\d+)$/, rank: 0 },
  { pattern: /^heading_(\d+)$/, rank: 1 },
  // section-S-N: S is the section and N the global question number (the form is read, never written;
  // treating N as global keeps it consistent with question_N and needs no knowledge of section sizes).
  { pattern: /^section-\d+-(\d+)$/, rank: 2 },
];

/** The global question number an answer key names, or null for a key of another shape. */
export function answerKeyNumber(key: string): number | null {
  for (const form of KEY_FORMS) {
    const match = form.pattern.exec(key);
    if (match) return Number(match[1]);
  }
  return null;
}

function keyRank(key: string): number {
  return KEY_FORMS.find((form) => form.pattern.test(key))?.rank ?? KEY_FORMS.length;
}

/**
 * Every answer the key gives, in precedence order: lists spread from N over N, N+1, … with blank
 * entries dropped, values trimmed, blank values skipped. Precedence: question_ before heading_ before
 * section-; within a form, a key's own number before numbers another key's list spills onto; then by number.
 */
export function answerKeyEntries(answers: TAnswerKeyInput): TAnswerKeyEntry[] {
  const ranked: (TAnswerKeyEntry & { rank: number; spilled: boolean })[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const start = answerKeyNumber(key);
    if (start === null) continue;
    const values = (typeof value === "string" ? [value] : value).map((v) => v.trim()).filter((v) => v !== "");
    values.forEach((v, i) => {
      ranked.push({ number: start + i, value: v, key, rank: keyRank(key), spilled: i > 0 });
    });
  }
  ranked.sort((a, b) => a.rank - b.rank || Number(a.spilled) - Number(b.spilled) || a.number - b.number);
  return ranked.map(({ number, value, key }) => ({ number, value, key }));
}

/** The answer key as question number → answer; when two keys give one number, the first in precedence wins. */
export function expandAnswerKey(answers: TAnswerKeyInput): Map<number, string> {
  const expanded = new Map<number, string>();
  for (const entry of answerKeyEntries(answers)) {
    if (!expanded.has(entry.number)) expanded.set(entry.number, entry.value);
  }
  return expanded;
}

/** The accepted forms of one answer: "colour|color" → ["colour", "color"], trimmed, blanks dropped. */
export function acceptedAlternatives(value: string): string[] {
  return value
    .split("|")
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

/** A key as a learner reads it: its alternatives joined by " / " ("railway companies / railway"), never "|". */
export function displayAnswerKey(value: string): string {
  return acceptedAlternatives(value).join(" / ");
}
