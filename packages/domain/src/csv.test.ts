import { describe, expect, it } from "vitest";
import { csvField, type TCsvCell, toCsv } from "./csv";

describe("csvField", () => {
  it.each<[TCsvCell, string]>([
    ["plain", "plain"],
    ["Lee, Ann", '"Lee, Ann"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+2", "'=1+2"],
    ["+44 20 7946", "'+44 20 7946"],
    ["-5", "'-5"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\tcmd", "'\tcmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["a=b", "a=b"],
    ["张伟", "张伟"],
    [6.5, "6.5"],
    [0, "0"],
    [Number.NaN, ""],
    [null, ""],
    [undefined, ""],
    [true, "true"],
  ])("%j → %s", (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe("toCsv", () => {
  it("writes a BOM, the header and rows with CRLF", () => {
    expect(
      toCsv(
        ["email", "band"],
        [
          ["a@school.test", 7],
          ["=cmd", null],
        ],
      ),
    ).toBe("\uFEFFemail,band\r\na@school.test,7\r\n'=cmd,\r\n");
  });
});
