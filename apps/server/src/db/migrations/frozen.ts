import { createHash } from "node:crypto";
import zlib from "node:zlib";

/**
 * The helpers the migrations ran with, frozen here as they were when each migration was written: a
 * migration is history and must do the same thing forever, whatever the live code becomes. Change nothing
 * here; a later migration that needs other behaviour gets its own copy.
 */

/** The two databases, as the migrations name them (the same words as the live code's, kept here on purpose). */
export type TDialect = "sqlite" | "postgres";

// --- practice forms: the learner's form (answers and explanations left out) and the body's SHA-256 ---

const learnerOf = (body: string) => {
  const { answers: _answers, explanations: _explanations, ...learner } = JSON.parse(body) as Record<string, unknown>;
  return learner;
};
const sha256 = (body: string) => createHash("sha256").update(body).digest("hex");

/** As 0003 stored them: the learner's form as it is. */
export function practiceForms(body: string): { learnerBody: string; sha: string } {
  return { learnerBody: JSON.stringify(learnerOf(body)), sha: sha256(body) };
}

/** As 0005 stored them: the learner's form naming its `version`, the body's SHA-256 (0010 takes it out again). */
export function practiceFormsWithVersion(body: string): { learnerBody: string; sha: string } {
  const sha = sha256(body);
  return { learnerBody: JSON.stringify({ ...learnerOf(body), version: sha }), sha };
}

// --- a practice record's JSON (0006, 0007, 0009) ---

export type TRecordSubmission = {
  testTakerId: string;
  startTs: number;
  elapsedSeconds: number;
  totalCorrect: number;
  questionCount: number;
  band: number;
};

export type TRecordPassage = {
  practiceId: string;
  title: string;
  correctCount: number;
  questionCount: number;
  standardAnswersJson: string;
  userAnswersJson: string;
  correctTableJson: string;
};

const ratio = (correct: number, total: number) => (total > 0 ? correct / total : 0);

/** A practice record as JSON text: the band only for complete tests, the stored maps embedded as they are. */
export function practiceRecordJson(s: TRecordSubmission, passages: readonly TRecordPassage[]): string {
  const info = passages.map(
    (p) =>
      `{"id":${JSON.stringify(p.practiceId)},"title":${JSON.stringify(p.title)},"correctCnt":${p.correctCount},` +
      `"accuracy":${ratio(p.correctCount, p.questionCount)},"standardAnswers":${p.standardAnswersJson},` +
      `"userAnswers":${p.userAnswersJson},"correctTable":${p.correctTableJson}}`,
  );
  const band = passages.length > 1 ? `"band":${s.band},` : "";
  return (
    `{"testTakerID":${JSON.stringify(s.testTakerId)},"startTimeStamp":${s.startTs},"elapsedTime":${s.elapsedSeconds},` +
    `"totalAccuracy":${ratio(s.totalCorrect, s.questionCount)},"totalCorrectCnt":${s.totalCorrect},` +
    `"questionCnt":${s.questionCount},${band}"readingPracticeInfo":[${info.join(",")}]}`
  );
}

// --- compressed record pieces (0007, 0009): raw deflate, sync-flushed, with the text's Adler-32 and length ---

export type TDeflatePiece = { bytes: Buffer; adler: number; length: number };

const ADLER_BASE = 65_521;
const ADLER_NMAX = 5_552;

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let start = 0; start < bytes.length; start += ADLER_NMAX) {
    const end = Math.min(start + ADLER_NMAX, bytes.length);
    for (let i = start; i < end; i++) {
      a += bytes[i] as number;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** Text compressed once (level 9) into a piece. */
export function deflatePiece(text: string): TDeflatePiece {
  const raw = Buffer.from(text, "utf8");
  const bytes = zlib.deflateRawSync(raw, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return { bytes, adler: adler32(raw), length: raw.length };
}

/** The text a piece holds. */
export function pieceText(piece: TDeflatePiece): string {
  return zlib.inflateRawSync(piece.bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString("utf8");
}

/** A piece as one buffer: Adler-32 and length (4 bytes each, big-endian), then the blocks. */
export function packPiece(piece: TDeflatePiece): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(piece.adler, 0);
  head.writeUInt32BE(piece.length, 4);
  return Buffer.concat([head, piece.bytes]);
}

/** The piece a packed buffer holds. */
export function unpackPiece(packed: Uint8Array): TDeflatePiece {
  const buffer = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
  if (buffer.length < 8) throw new Error("A packed deflate piece is shorter than its header");
  return { adler: buffer.readUInt32BE(0), length: buffer.readUInt32BE(4), bytes: buffer.subarray(8) };
}

// --- record chunks (0009): 20 packed pieces to a row, each preceded by its packed length ---

const RECORDS_PER_CHUNK = 20;

function entry(piece: TDeflatePiece): Buffer {
  const packed = packPiece(piece);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(packed.length, 0);
  return Buffer.concat([length, packed]);
}

/** What to add to which chunk when `pieces` follow the `before` records a learner already has. */
export function appendedChunks(before: number, pieces: TDeflatePiece[]): { seq: number; bytes: Buffer }[] {
  const chunks: { seq: number; bytes: Buffer }[] = [];
  for (let index = 0; index < pieces.length; ) {
    const position = before + index;
    const room = RECORDS_PER_CHUNK - (position % RECORDS_PER_CHUNK);
    const taken = pieces.slice(index, index + room);
    chunks.push({ seq: Math.floor(position / RECORDS_PER_CHUNK), bytes: Buffer.concat(taken.map(entry)) });
    index += taken.length;
  }
  return chunks;
}

// --- question types by number (0011): each number of a practice and the type of its section ---

type TFrozenSection = { questionType: string; questionNumber: number; content?: { blankNumbers?: number[] } };
type TFrozenPractice = { level?: number; startNumber?: number; questionSections?: TFrozenSection[] };
const FROZEN_LEVEL_STARTS: Record<number, number> = { 1: 1, 2: 14, 3: 27 };
const FROZEN_BLANK_TYPES = [
  "SENTENCE_COMPLETION",
  "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION",
  "DIAGRAM_LABEL_COMPLETION",
];

/** Question number → question type of a practice body (JSON), numbered as the grader numbered it in 0011. */
export function questionTypesByNumber(body: string): Map<number, string> {
  const practice = JSON.parse(body) as TFrozenPractice;
  const types = new Map<number, string>();
  let next = practice.startNumber ?? FROZEN_LEVEL_STARTS[practice.level ?? 0] ?? 1;
  for (const section of practice.questionSections ?? []) {
    const sequential = Array.from({ length: section.questionNumber }, (_, i) => next + i);
    next += section.questionNumber;
    const numbers = FROZEN_BLANK_TYPES.includes(section.questionType)
      ? (section.content?.blankNumbers ?? [])
      : sequential;
    for (const n of numbers) types.set(n, section.questionType);
  }
  return types;
}

// --- essay excerpts (0011) ---

/** An essay's list excerpt as 0011 cut it: whitespace folded, at most 160 characters with an ellipsis. */
export function essayExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 159).trimEnd()}…`;
}
