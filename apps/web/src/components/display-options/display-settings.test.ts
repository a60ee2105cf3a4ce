import { describe, expect, it } from "vitest";
import { TEXT_SIZE_PX, textSizeVars } from "./display-settings";

describe("text sizes", () => {
  it.each([
    ["regular", [22, 17, 16, 16, 13]],
    ["large", [24, 20, 18, 18, 15]],
    ["extra-large", [28, 22, 20, 20, 17]],
  ] as const)("%s → title/content/question/instruction/option %j px", (size, px) => {
    const p = TEXT_SIZE_PX[size];
    expect([p.title, p.content, p.question, p.instruction, p.option]).toEqual(px);
    expect(textSizeVars(size)).toEqual({
      "--rt-title-size": `${px[0]}px`,
      "--rt-content-size": `${px[1]}px`,
      "--rt-question-size": `${px[2]}px`,
      "--rt-instruction-size": `${px[3]}px`,
      "--rt-option-size": `${px[4]}px`,
    });
  });
});
