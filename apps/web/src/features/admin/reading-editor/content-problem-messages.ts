import type { TContentProblem } from "@bandcraft/contract/content-problems";
import type { TFunction } from "i18next";

const P = "admin.editor.contentProblems";

/** The exam's judgements, listed as the language lists alternatives ("TRUE, FALSE, or NOT GIVEN"). */
function alternatives(keys: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { type: "disjunction" }).format(keys);
  } catch {
    return keys.join(" / ");
  }
}

/** The message of a problem in the teacher's language, without the section it is in. */
function message(t: TFunction, problem: TContentProblem, language: string): string {
  const p = problem;
  const numbers = (list: readonly number[]) => (list.length > 0 ? list.join(", ") : t(`${P}.none`));
  const questions = (count: number) => t(`${P}.counts.questions`, { count });
  switch (p.code) {
    case "questionTextEmpty":
    case "tooFewOptions":
    case "statementEmpty":
      return t(`${P}.${p.code}`, { item: p.item });
    case "typeInvalid":
      return t(`${P}.typeInvalid`, { type: p.type });
    case "contentTypeMismatch":
      return t(`${P}.contentTypeMismatch`, { expected: p.expected, got: p.got });
    case "invalidShape":
      return p.where === ""
        ? t(`${P}.invalidShape`, { detail: p.detail })
        : t(`${P}.invalidShapeAt`, { detail: p.detail, where: p.where });
    case "countMismatch":
      return t(`${P}.countMismatch`, {
        declared: questions(p.declared),
        held: t(`${P}.counts.${p.counted}`, { count: p.held }),
      });
    case "choiceCountMismatch":
      return t(`${P}.choiceCountMismatch`, { declared: questions(p.declared), count: p.questions, covered: p.covered });
    case "selectionWithoutMultiple":
      return t(`${P}.selectionWithoutMultiple`, { count: p.maxSelection });
    case "blankMissing":
      return t(`${P}.blankMissing`, { marker: `{${p.blank}}` });
    case "blankNumbersMismatch":
      return t(`${P}.blankNumbersMismatch`, { blanks: numbers(p.blanks), questions: numbers(p.questions) });
    case "positionOutside":
      return t(`${P}.positionOutside`, {
        paragraph: p.paragraph,
        paragraphs: t(`${P}.counts.paragraphs`, { count: p.paragraphs }),
      });
    case "positionRepeated":
      return t(`${P}.positionRepeated`, { paragraph: p.paragraph });
    case "answerNotAllowed":
      return p.choices === "judgements"
        ? t(`${P}.answerNotJudgement`, { question: p.question, value: p.value, keys: alternatives(p.keys, language) })
        : t(`${P}.answerNotAllowed`, {
            question: p.question,
            value: p.value,
            choices: t(`${P}.choices.${p.choices}`),
            keys: p.keys.length > 0 ? p.keys.join(", ") : t(`${P}.noneGiven`),
          });
    case "answerRepeated":
      return t(`${P}.answerRepeated`, { question: p.question, value: p.value });
    case "listTooLong":
      return t(`${P}.listTooLong`, {
        question: p.question,
        listed: t(`${P}.counts.answers`, { count: p.listed }),
        most: p.most,
      });
    case "wordLimit":
      return t(p.number ? `${P}.wordLimitNumber` : `${P}.wordLimit`, {
        question: p.question,
        value: p.value,
        words: t(`${P}.counts.words`, { count: p.words }),
      });
    case "noWordLimit":
      return t(`${P}.noWordLimit`, { title: p.title });
    case "answerMissing":
      return t(`${P}.answerMissing`, { question: p.question });
    case "answerConflict":
      return t(`${P}.answerConflict`, { question: p.question, used: p.used, ignored: p.ignored });
    case "answerStray":
      return t(`${P}.answerStray`, { question: p.question, key: p.key });
    case "explanationNoParagraph":
      return t(`${P}.explanationNoParagraph`, { key: p.key, paragraph: p.paragraph });
    case "explanationQuoteEmpty":
      return t(`${P}.explanationQuoteEmpty`, { key: p.key });
    case "explanationQuoteNotFound":
      return t(`${P}.explanationQuoteNotFound`, { key: p.key, quote: p.quote, paragraph: p.paragraph });
    case "explanationNoAnswer":
      return t(`${P}.explanationNoAnswer`, { key: p.key, question: p.question });
    default:
      return t(`${P}.${p.code}`);
  }
}

/** A content problem the server refused a save for, worded in the teacher's language with its section. */
export function contentProblemMessage(t: TFunction, problem: TContentProblem, language: string): string {
  const text = message(t, problem, language);
  return "section" in problem && problem.section !== undefined
    ? t(`${P}.inSection`, { index: problem.section, message: text })
    : text;
}
