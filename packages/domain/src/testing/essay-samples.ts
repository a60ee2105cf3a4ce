import { essayIndicators, type TIndicator, type TLintSummary } from "../writing-feedback/essay-indicators";

// Test support only: essays with known indicators, shared by the writing-feedback tests.

// Three paragraphs, 50 words, 10 sentences of 4 or 6 words (mean 5, standard deviation 1), four linking
// devices of four functions (however, therefore, for example, in conclusion), two openings used three
// times (People, Governments), no subordinate clause.
export const THREE_PARAGRAPHS = `Cities are growing quickly. However, transport has not kept pace. People need faster trains.

People want cleaner air. People travel longer distances every year. Governments should therefore invest in rail.

Governments can act now. Governments have the money. For example, fuel taxes raise billions. In conclusion, rail is the answer.`;

export const TASK1_REPORT = `The line graph compares the share of electricity from coal, gas and renewables in one country between 1990 and 2020.

Overall, coal declined sharply, whereas renewables grew to become the largest source.

In 1990, coal accounted for around 60% of electricity, while gas provided about 15%. The share of coal then fell steadily, reaching just 10% in 2020.

Renewable energy, which supplied only 5% in 1990, increased dramatically after 2005 and reached 40% in 2020.`;

export const TASK1_FIGURES_ONLY = `The line graph shows the share of electricity from coal and gas between 1990 and 2020.

In 1990, coal accounted for around 60% of electricity. By 2020 it was 10%.

Gas provided about 15% in 1990 and 30% in 2020.`;

export const LINTS: TLintSummary = [
  { kind: "Spelling", count: 2 },
  { kind: "Agreement", count: 1 },
  { kind: "Punctuation", count: 2 },
  { kind: "Typo", count: 1 },
];

/** The indicators of a text: Task 2 and 25 minutes unless told, no lints. */
export const analyse = (text: string, part: 1 | 2 = 2, timeSpentSeconds = 1500, lints: TLintSummary = []) =>
  essayIndicators({ text, part, timeSpentSeconds, lints });

/** The indicator with this id; throws when there is none. */
export const pick = (indicators: TIndicator[], id: string) => {
  const indicator = indicators.find((candidate) => candidate.id === id);
  if (indicator === undefined) throw new Error(`no indicator ${id}`);
  return indicator;
};
