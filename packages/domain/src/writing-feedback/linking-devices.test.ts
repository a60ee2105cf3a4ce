import { describe, expect, it } from "vitest";
import { parseEssay } from "./essay-text";
import { findLinkingDevices, LINKING_DEVICES } from "./linking-devices";

const phrasesIn = (text: string) =>
  findLinkingDevices(parseEssay(text).sentences.map((sentence) => sentence.words)).map((match) => match.phrase);

describe("findLinkingDevices", () => {
  it.each([
    ["", []],
    ["However, it rained.", ["however"]],
    ["It rained; however, we went out.", ["however"]],
    ["Even though it rained, we went.", ["even though"]],
    ["Though small, it works.", ["though"]],
    ["Because of the rain, we stayed. We stayed because it rained.", ["because of", "because"]],
    ["On the one hand it is cheap. On the other hand it is slow.", ["on the one hand", "on the other hand"]],
    ["For example, cars. For instance, buses. Such as trains.", ["for example", "for instance", "such as"]],
    ["So we left. It was so cold.", ["so"]],
    ["Since 2010, prices rose. Since it rained, we stayed.", ["since", "since"]],
    ["First, wash it. It was the first time.", ["first"]],
    ["First of all, wash it.", ["first of all"]],
    ["In conclusion, rail wins. Overall, it is clear.", ["in conclusion", "overall"]],
    ["MOREOVER, it works. Furthermore it is cheap.", ["moreover", "furthermore"]],
    ["It was cheap and fast or slow.", []],
  ])("%j uses %j", (text, phrases) => {
    expect(phrasesIn(text)).toEqual(phrases);
  });

  it("labels each device with its function", () => {
    const found = findLinkingDevices([["however", "it", "rained", "as", "a", "result", "we", "stayed"]]);
    expect(found).toEqual([
      { phrase: "however", fn: "contrast" },
      { phrase: "as a result", fn: "cause" },
    ]);
  });

  it("has no phrase listed twice", () => {
    const all = Object.values(LINKING_DEVICES).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
