import { describe, expect, it } from "vitest";
import { parseEssay } from "./essay-text";
import { repeatedOpenings, repeatThreshold } from "./sentence-openings";

const openingsIn = (text: string) => repeatedOpenings(parseEssay(text).sentences);

describe("repeatedOpenings", () => {
  it.each([
    ["", []],
    ["People walk. People run.", []],
    ["People walk. People run. People swim.", [{ opening: "People", count: 3 }]],
    ["I think so. I think not. I think maybe.", [{ opening: "I think", count: 3 }]],
    // "The" alone says nothing; the two-word opening "The graph" does.
    ["The graph shows cars. The graph shows buses. The graph shows trains.", [{ opening: "The graph", count: 3 }]],
    ["The cat sat. The dog ran. The bird flew.", []],
    ["In my view, yes. In addition, no. In conclusion, maybe.", []],
    ["In addition, cars. In addition, buses. In addition, trains.", [{ opening: "In addition", count: 3 }]],
    [
      "I think so. I think not. I think maybe. I know it. I feel fine.",
      [
        { opening: "I", count: 5 },
        { opening: "I think", count: 3 },
      ],
    ],
  ])("%j → %j", (text, openings) => {
    expect(openingsIn(text)).toEqual(openings);
  });

  it.each([
    [0, 3],
    [10, 3],
    [24, 3],
    [25, 4],
    [80, 10],
  ])("with %i sentences an opening repeats from %i sentences on", (sentences, threshold) => {
    expect(repeatThreshold(sentences)).toBe(threshold);
  });
});
