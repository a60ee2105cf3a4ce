import { describe, expect, it } from "vitest";
import { splitParagraphs, splitSentences } from "./sentences";

describe("splitParagraphs", () => {
  it.each([
    ["", []],
    ["  \n\n \t ", []],
    ["one", ["one"]],
    ["a\n\nb\n\nc", ["a", "b", "c"]],
    ["a\nb\nc", ["a", "b", "c"]],
    ["a\nb\n\nc", ["a\nb", "c"]],
    ["a\r\n\r\nb", ["a", "b"]],
    ["a\n \t\nb", ["a", "b"]],
    ["a\n\n\n\n\nb", ["a", "b"]],
  ])("%j → %j", (text, paragraphs) => {
    expect(splitParagraphs(text)).toEqual(paragraphs);
  });
});

describe("splitSentences", () => {
  it.each([
    ["", []],
    ["   ", []],
    ["No final punctuation here", ["No final punctuation here"]],
    ["It rose in 2010. It fell in 2011", ["It rose in 2010.", "It fell in 2011"]],
    ["Dr. Smith arrived. He sat down.", ["Dr. Smith arrived.", "He sat down."]],
    ["Big cats, e.g. lions, hunt. Others scavenge.", ["Big cats, e.g. lions, hunt.", "Others scavenge."]],
    ["Some cities, i.e. London, grew. Others did not.", ["Some cities, i.e. London, grew.", "Others did not."]],
    ["Prices rose by 3.5 per cent. Then they fell.", ["Prices rose by 3.5 per cent.", "Then they fell."]],
    ["The U.S. economy grew. Europe's did not.", ["The U.S. economy grew.", "Europe's did not."]],
    ["Tea, coffee, etc. were sold. Sales rose.", ["Tea, coffee, etc. were sold.", "Sales rose."]],
    ["We sold tea, coffee etc. Then we closed.", ["We sold tea, coffee etc.", "Then we closed."]],
    ["See Fig. 2 for details.", ["See Fig. 2 for details."]],
    ["J. K. Rowling wrote it.", ["J. K. Rowling wrote it."]],
    ['He said "Stop." Then he left.', ['He said "Stop."', "Then he left."]],
    ['"Why?" she asked. Nobody answered.', ['"Why?" she asked.', "Nobody answered."]],
    ["Really? Yes! Fine.", ["Really?", "Yes!", "Fine."]],
    ["i went home. then i slept.", ["i went home.", "then i slept."]],
    ["Wait... what happened?", ["Wait... what happened?"]],
    ["It rained… Then it stopped.", ["It rained…", "Then it stopped."]],
    ["1. First point. 2. Second point.", ["1. First point.", "2. Second point."]],
    ["It is (mostly) true.) Next one.", ["It is (mostly) true.)", "Next one."]],
    ["Smith et al. The study found it.", ["Smith et al. The study found it."]],
  ])("%j → %j", (paragraph, sentences) => {
    expect(splitSentences(paragraph)).toEqual(sentences);
  });
});
