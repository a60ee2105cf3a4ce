import { describe, expect, it } from "vitest";
import { complexityMarker } from "./complex-sentences";
import { parseEssay } from "./essay-text";

const markerOf = (sentence: string) => complexityMarker(parseEssay(sentence).words);

describe("complexityMarker", () => {
  it.each([
    ["Cities are growing.", undefined],
    ["Although it rained, we went out.", "although"],
    ["We stayed because it rained.", "because"],
    ["The city, which is old, grew.", "which"],
    ["People who cycle are healthier.", "who"],
    ["I believe that rail is better.", "that"],
    ["That is why rail is better.", undefined],
    ["Prices rose after 2010.", undefined],
    ["Prices rose after the war ended.", "after"],
    ["Sales fell until 2005 and then rose.", undefined],
    ["If taxes rise, demand falls.", "if"],
  ])("%j → %s", (sentence, marker) => {
    expect(markerOf(sentence)).toBe(marker);
  });
});
