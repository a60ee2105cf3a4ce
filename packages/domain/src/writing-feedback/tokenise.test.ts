import { describe, expect, it } from "vitest";
import { hasLetter, normaliseToken, shortQuote, stripMarkup, tokenise } from "./tokenise";

describe("tokenise", () => {
  it.each([
    ["", []],
    ["   \n\t ", []],
    ["It's a well-known fact.", ["It's", "a", "well-known", "fact"]],
    ["Prices rose 3.5% to 10,000 units", ["Prices", "rose", "3.5", "to", "10,000", "units"]],
    ["one,two.three", ["one", "two", "three"]],
    ["don’t stop", ["don’t", "stop"]],
    ["naïve café in Zürich", ["naïve", "café", "in", "Zürich"]],
    ["日本語 text", ["日本語", "text"]],
    ["I love it 😀🎉!", ["I", "love", "it"]],
    ["-- quoted 'word' --", ["quoted", "word"]],
    ["x < y and y > z", ["x", "y", "and", "y", "z"]],
  ])("%j → %j", (text, tokens) => {
    expect(tokenise(text)).toEqual(tokens);
  });

  it("keeps a 5,000-letter word as one token", () => {
    const word = "a".repeat(5000);
    expect(tokenise(`Here is ${word} indeed`)).toEqual(["Here", "is", word, "indeed"]);
  });
});

describe("stripMarkup", () => {
  it.each([
    ["<p>Hello <b>world</b></p>", ["Hello", "world"]],
    ['<div class="x">A&nbsp;B &amp; C</div>', ["A", "B", "C"]],
    ["<script>alert(1)</script>", ["alert", "1"]],
    ["5 < 6 and 7 > 6", ["5", "6", "and", "7", "6"]],
    ["<!-- note --> text", ["note", "text"]],
  ])("%j is read as the words %j", (text, tokens) => {
    expect(tokenise(stripMarkup(text))).toEqual(tokens);
  });

  it("stays fast on an unclosed tag followed by 200,000 characters", () => {
    const text = `<a ${"x".repeat(200_000)}`;
    expect(tokenise(stripMarkup(text))).toHaveLength(2);
  });
});

describe("normaliseToken, hasLetter, shortQuote", () => {
  it.each([
    ["Don’t", "don't"],
    ["WELL‐KNOWN", "well-known"],
  ])("normalises %s to %s", (token, normalised) => {
    expect(normaliseToken(token)).toBe(normalised);
  });

  it.each([
    ["2010", false],
    ["3.5", false],
    ["a1", true],
    ["é", true],
  ])("hasLetter(%s) is %s", (token, expected) => {
    expect(hasLetter(token)).toBe(expected);
  });

  it.each([
    ["short", 10, "short"],
    ["  spaced \n out  ", 20, "spaced out"],
    ["a".repeat(50), 10, `${"a".repeat(9)}…`],
  ])("shortQuote(%j, %i) is %j", (text, max, quote) => {
    expect(shortQuote(text, max)).toBe(quote);
  });
});
