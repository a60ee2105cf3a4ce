import type { THighlightItem, TLearnerPractice } from "@bandcraft/contract/reading";

const PASSAGE = /^passage-(\d+)$/;
const SECTION = /^section-(\d+)-[A-Za-z0-9-]+$/;

/**
 * Whether a highlight's offsets fall inside its text. A passage paragraph's text is known, so the
 * range must select exactly the highlighted text; question text is rendered by the client, so there
 * the range must be well-formed, as long as the text, and inside the component's stated length.
 */
export function isHighlightInBounds(
  practice: Pick<TLearnerPractice, "paragraphInfo" | "questionSections">,
  item: THighlightItem,
): boolean {
  const { localStart, localEnd } = item;
  if (localStart < 0 || localEnd <= localStart) return false;
  const passage = PASSAGE.exec(item.componentId);
  if (passage) {
    const paragraph = practice.paragraphInfo[Number(passage[1])];
    return paragraph !== undefined && paragraph.content.slice(localStart, localEnd) === item.text;
  }
  const section = SECTION.exec(item.componentId);
  if (section) {
    return (
      Number(section[1]) < practice.questionSections.length &&
      localEnd - localStart === item.text.length &&
      localEnd <= item.context.totalLength
    );
  }
  return false;
}

/** The highlights worth keeping: the rest of a submission never fails because of a stray range. */
export function keepHighlightsInBounds(
  practice: Pick<TLearnerPractice, "paragraphInfo" | "questionSections">,
  items: readonly THighlightItem[],
): THighlightItem[] {
  return items.filter((item) => isHighlightInBounds(practice, item));
}
