import { ROUTES } from "@bandcraft/contract/routes";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import i18n from "../../../lib/i18n";
import { startFailureText, startReading } from "../../../lib/reading-start";
import { mockCall } from "../../../test/api-mock";
import "../../writing/writing-feedback-i18n";
import { saveFailureMessage } from "../../writing/essays/use-save-essay";
import { submitErrorOf } from "./submit-attempt";

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError("http", String(body.errMsg ?? ""), { status, errMsg: String(body.errMsg ?? ""), body });

const RATE = refusal(429, { statusCode: 429, errMsg: "server words", reason: "submit-rate", retryAfterSeconds: 42 });
const COUNT = refusal(409, { statusCode: 409, errMsg: "server words", reason: "essay-count" });
const SIZE = refusal(409, { statusCode: 409, errMsg: "server words", reason: "essay-size" });

describe("quota refusals in the learner's language", () => {
  it.each([
    ["en", "You have submitted 10 tests in the last minute. Your answers are kept: submit again in 42 s."],
    ["zh", "你在过去一分钟内已提交 10 次测试。你的答案已保留，请在 42 秒后再次提交。"],
    ["ja", "直近 1 分間に 10 回テストを提出しました。解答は保持されています。42 秒後にもう一度提出してください。"],
  ])("a submit over the rate, in %s", async (language, text) => {
    const t = i18n.getFixedT(language);
    expect(submitErrorOf(RATE, t)).toEqual({ message: text, auth: false });
  });

  it.each([
    [
      "en",
      COUNT,
      "You have 2,000 saved essays, the most one account can keep. Delete some in My essays to save this one.",
    ],
    [
      "en",
      SIZE,
      "Your saved essays hold 20,000,000 characters, the most one account can keep. Delete some in My essays to save this one.",
    ],
    ["zh", COUNT, "你已保存 2,000 篇作文，已达到每个账户的上限。请在“我的作文”中删除一些后再保存这篇。"],
    [
      "ja",
      SIZE,
      "保存済みのエッセイが 20,000,000 文字に達し、1 つのアカウントで保存できる上限です。マイエッセイでいくつか削除してから保存してください。",
    ],
  ])("a full essay quota, in %s", (language, error, text) => {
    expect(saveFailureMessage(error, i18n.getFixedT(language), language)).toBe(text);
  });

  it.each([
    [
      "en",
      "You have 20 tests in progress, the most one account can keep open. Finish or submit one of them before starting another.",
    ],
    ["zh", "你有 20 个测试正在进行，已达到每个账户的上限。请先完成或提交其中一个，再开始新的测试。"],
    [
      "ja",
      "進行中のテストが 20 件あり、1 つのアカウントで開いておける上限です。いずれかを終えるか提出してから、新しいテストを始めてください。",
    ],
  ])("a start refused for too many tests in progress, in %s", async (language, text) => {
    const OPEN = refusal(409, { statusCode: 409, errMsg: "server words", reason: "open-attempts" });
    mockCall(ROUTES.readingSingle, { status: 409, body: OPEN.body });
    const result = await startReading({ kind: "passage", practiceID: "p" });
    expect(result).toMatchObject({ ok: false, kind: "failed", openAttempts: true });
    if (result.ok || result.kind !== "failed") throw new Error("expected a refusal");
    expect(startFailureText(result, i18n.getFixedT(language), language, "fallback")).toBe(text);
  });

  it("keeps the server's words for any other refusal", () => {
    const other = refusal(400, { statusCode: 400, errMsg: "Write something before saving: the essay is empty" });
    expect(saveFailureMessage(other, i18n.getFixedT("en"), "en")).toBe(
      "Write something before saving: the essay is empty",
    );
    expect(submitErrorOf(refusal(429, { errMsg: "slow down" }), i18n.getFixedT("en")).message).toContain("slow down");
  });
});
