// A crude lemmatiser by suffix stripping. It proposes candidates instead of deciding on one base form
// because, without a dictionary at run time, "uses" might be "use" or "us"; a caller keeps whichever
// candidate its own word list knows. The academic word list build script runs this very module (through
// esbuild), so the list and the look-up can never disagree about inflections.

const VOWELS = new Set(["a", "e", "i", "o", "u"]);
// Words whose final s is no plural, so stripping it would make another word ("species" is no "specie").
const INVARIANT_S = new Set(["species", "series", "means", "news", "physics", "economics", "mathematics", "politics"]);

/** Candidate base forms of a lower-case word, the word itself first, then shorter ones by stripping an inflection. */
export function baseFormCandidates(word: string): string[] {
  const candidates = [word];
  const add = (candidate: string) => {
    if (candidate.length >= 3 && !candidates.includes(candidate)) candidates.push(candidate);
  };
  // A possessive is never part of the word: "government's" is "government".
  const bare = word.replace(/['’]s$/u, "");
  add(bare);
  if (bare.length < 4 || INVARIANT_S.has(bare)) return candidates;

  if (bare.endsWith("ies") || bare.endsWith("ied")) add(`${bare.slice(0, -3)}y`);
  if (bare.endsWith("es")) add(bare.slice(0, -2));
  // "process" and "analysis" end in s without being plurals.
  if (bare.endsWith("s") && !/(ss|us|is)$/u.test(bare)) add(bare.slice(0, -1));
  if (bare.endsWith("ed")) {
    const stem = bare.slice(0, -2);
    add(stem);
    add(`${stem}e`);
    addUndoubled(stem, add);
  }
  if (bare.endsWith("ing") && bare.length > 5) {
    const stem = bare.slice(0, -3);
    add(stem);
    add(`${stem}e`);
    addUndoubled(stem, add);
  }
  if (bare.endsWith("ily")) add(`${bare.slice(0, -3)}y`);
  else if (bare.endsWith("ly")) add(bare.slice(0, -2));
  return candidates;
}

// "stopped" → "stopp" → "stop": a doubled final consonant after a short vowel.
function addUndoubled(stem: string, add: (candidate: string) => void): void {
  const last = stem.at(-1);
  if (last !== undefined && last === stem.at(-2) && !VOWELS.has(last)) add(stem.slice(0, -1));
}
