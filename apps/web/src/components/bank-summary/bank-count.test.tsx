import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../../lib/i18n";
import { BankCount, COUNT_KEYS } from "./bank-count";
import { bankSummaryOf } from "./bank-summary";

const shown = (key: (typeof COUNT_KEYS)[number], count: number | undefined) =>
  render(
    <I18nextProvider i18n={i18n}>
      <BankCount i18nKey={key} count={count} />
    </I18nextProvider>,
  ).container;

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("BankCount", () => {
  it.each(["en", "zh", "ja"])("every count text in %s holds the number in its box", async (language) => {
    await i18n.changeLanguage(language);
    for (const key of COUNT_KEYS) {
      const box = shown(key, 1234).querySelector("[data-testid=bank-count]");
      expect(box?.textContent, `${language} ${key}`).toMatch(/^1[,.]?234$/);
    }
  });

  it.each([
    ["home.claims.questions", 1, "1 reading question"],
    ["home.claims.questions", 160, "160 reading questions"],
    ["writingHub.claims.task2", 0, "0 Task 2 questions"],
    ["readingHub.features.bank", 12, "12 complete tests so far"],
    ["home.claims.tests", undefined, "– complete tests"],
  ] as const)("%s with %s: %s", (key, count, text) => {
    expect(shown(key, count).textContent).toBe(text);
  });
});

describe("bankSummaryOf", () => {
  const good = { passages: 12, questions: 160, completeTests: 4, writingTask1: 13, writingTask2: 18 };
  it.each([
    ["a summary", { statusCode: 200, errMsg: "", data: good }, good],
    ["extra fields are left behind", { data: { ...good, secret: 1 } }, good],
    ["a negative count", { data: { ...good, passages: -1 } }, null],
    ["a count as text", { data: { ...good, questions: "160" } }, null],
    ["a missing count", { data: { passages: 1 } }, null],
    ["no data", { statusCode: 200 }, null],
    ["not an object", "nope", null],
  ])("%s", (_name, raw, summary) => {
    expect(bankSummaryOf(raw)).toEqual(summary);
  });
});
