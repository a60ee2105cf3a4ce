import fs from "node:fs";
import path from "node:path";
import type { TContentProblem } from "@bandcraft/contract/content-problems";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { type TThemes, type TWritingItem, ZThemes, ZWritingItem } from "@bandcraft/contract/writing";
import { describeIssues } from "../lib/validate";
import { readPracticeFile } from "./bank-file";
import { isBankFileName, practicePictures, writingPictures } from "./pictures";

/** The bank as read from disk: content/reading/*.json, content/writing/*.json, content/images/*. */
export interface TContentBank {
  practices: { file: string; practice: TReadingPractice }[];
  writingItems: { file: string; item: TWritingItem }[];
  themes: TThemes | undefined;
  images: Map<string, Uint8Array>;
}

/** One thing wrong with the bank: the file, the item and the rule it breaks (as data too, when it is a content rule). */
export interface TBankProblem {
  file: string;
  item: string;
  rule: string;
  contentProblem?: TContentProblem;
}

const jsonFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];

function readJson(file: string, problems: TBankProblem[]): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    problems.push({ file, item: "(file)", rule: `not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

function readText(file: string, name: string, problems: TBankProblem[]): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    problems.push({ file: name, item: "(file)", rule: `cannot be read: ${(error as Error).message}` });
    return undefined;
  }
}

/** Reads and validates the whole bank; nothing is imported unless `problems` is empty. */
export function readContentBank(dir: string): { bank: TContentBank; problems: TBankProblem[] } {
  const problems: TBankProblem[] = [];
  const bank: TContentBank = { practices: [], writingItems: [], themes: undefined, images: new Map() };
  const imageDir = path.join(dir, "images");
  if (fs.existsSync(imageDir)) {
    for (const name of fs.readdirSync(imageDir).sort())
      bank.images.set(name, fs.readFileSync(path.join(imageDir, name)));
  }
  const ids = new Set<string>();

  // A reading file holds one test or a list of them (the browser's bank download), read as the browser's import reads it.
  for (const name of jsonFiles(path.join(dir, "reading"))) {
    const file = path.join("reading", name);
    const text = readText(path.join(dir, file), file, problems);
    if (text === undefined) continue;
    const read = readPracticeFile(file, text, ids);
    problems.push(...read.problems);
    for (const { practice } of read.practices) {
      for (const pic of practicePictures(practice)) {
        if (isBankFileName(pic) && !bank.images.has(pic)) {
          problems.push({ file, item: practice.readingPracticeID, rule: `picture ${pic} is not in content/images` });
        }
      }
      bank.practices.push({ file, practice });
    }
  }

  for (const name of jsonFiles(path.join(dir, "writing"))) {
    const file = path.join("writing", name);
    const raw = readJson(path.join(dir, file), problems);
    if (raw === undefined) continue;
    if (name === "themes.json") {
      const parsed = ZThemes.safeParse(raw);
      if (parsed.success) bank.themes = parsed.data;
      else problems.push({ file, item: "themes", rule: describeIssues(parsed.error) });
      continue;
    }
    const parsed = ZWritingItem.safeParse(raw);
    const itemName = String((raw as { writingPracticeID?: unknown }).writingPracticeID ?? "(no writingPracticeID)");
    if (!parsed.success) {
      problems.push({ file, item: itemName, rule: describeIssues(parsed.error) });
      continue;
    }
    for (const pic of writingPictures(parsed.data)) {
      if (isBankFileName(pic) && !bank.images.has(pic)) {
        problems.push({ file, item: itemName, rule: `picture ${pic} is not in content/images` });
      }
    }
    if (parsed.data.part === 1 && writingPictures(parsed.data).length === 0) {
      problems.push({ file, item: itemName, rule: "Task 1 requires at least one image" });
    }
    bank.writingItems.push({ file, item: parsed.data });
  }
  return { bank, problems };
}

/** One problem as a line: "file [item]: rule". */
export const problemLine = (p: TBankProblem) => `${p.file} [${p.item}]: ${p.rule}`;

/** The problems as a report an operator can act on, one line each. */
export function formatProblems(problems: TBankProblem[]): string {
  return problems.map(problemLine).join("\n");
}
