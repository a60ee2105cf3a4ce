import type { TQuestionSection } from "@bandcraft/contract/question-types/index";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import type { TWritingItem } from "@bandcraft/contract/writing";

type TMapUrl = (url: string) => string;

function mapSection(section: TQuestionSection, map: TMapUrl): TQuestionSection {
  if (section.questionType === "DIAGRAM_LABEL_COMPLETION") {
    return { ...section, content: { ...section.content, picURL: map(section.content.picURL) } };
  }
  if (section.questionType === "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION") {
    const c = section.content;
    return {
      ...section,
      content: {
        ...c,
        ...(c.notes && { notes: { ...c.notes, ...(c.notes.picURL && { picURL: map(c.notes.picURL) }) } }),
        ...(c.table && { table: { ...c.table, ...(c.table.picURL && { picURL: map(c.table.picURL) }) } }),
        ...(c.flowChart && { flowChart: { ...c.flowChart, picURL: map(c.flowChart.picURL) } }),
      },
    };
  }
  return section;
}

/** Every picture URL a practice references, once each. */
export function practicePictures(practice: TReadingPractice): string[] {
  const found = new Set<string>();
  mapPracticePictures(practice, (url) => {
    found.add(url);
    return url;
  });
  return [...found];
}

/** A copy of the practice with each picture URL passed through `map`. */
export function mapPracticePictures(practice: TReadingPractice, map: TMapUrl): TReadingPractice {
  return { ...practice, questionSections: practice.questionSections.map((s) => mapSection(s, map)) };
}

/** The picture URLs of a writing task as a list. */
export function writingPictures(item: TWritingItem): string[] {
  return item.pic === undefined ? [] : Array.isArray(item.pic) ? item.pic : [item.pic];
}

/** A copy of the writing task with each picture URL passed through `map`. */
export function mapWritingPictures(item: TWritingItem, map: TMapUrl): TWritingItem {
  if (item.pic === undefined) return item;
  return { ...item, pic: Array.isArray(item.pic) ? item.pic.map(map) : map(item.pic) };
}

/** A bare file name (as the bank writes it) rather than an already-imported /api/images URL. */
export const isBankFileName = (url: string) => !url.includes("/");

const STORED_PICTURE = /^\/api\/images\/([0-9a-f]{64})\.[a-z0-9]+$/;

/** The content hash of a stored picture's address (`/api/images/<sha256>.<ext>`), or undefined for any other URL. */
export const storedPictureSha = (url: string): string | undefined => STORED_PICTURE.exec(url)?.[1];
