import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n";
import { renderInApp } from "../../../test/render-router";
import type { TAnswerDrafts } from "./answers-model";
import { AnswersPanel } from "./answers-panel";

const LONG = "flowering season/blossom period";

function renderPanel(texts: Record<string, string>) {
  let sent: TAnswerDrafts | undefined;
  renderInApp(
    <AnswersPanel
      drafts={{ texts, lists: [] }}
      layout={{ numbers: [14], listStarts: new Set(), continuations: new Set() }}
      onChange={(drafts) => {
        sent = drafts;
      }}
      explanations={{}}
      paragraphs={[]}
      onExplanations={() => {}}
    />,
  );
  return { sent: () => sent };
}

describe("the answers panel's key field", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("wraps a long key with alternatives instead of cutting it (a text area, labelled by its key)", () => {
    renderPanel({ question_14: LONG });
    const field = screen.getByLabelText("question_14");
    expect(field.tagName).toBe("TEXTAREA");
    expect(field).toBe(screen.getByTestId("answer-question_14"));
    expect((field as HTMLTextAreaElement).value).toBe(LONG);
  });

  it("keeps an answer on one line: a pasted line break becomes a space, Enter adds none", () => {
    const panel = renderPanel({ question_14: "" });
    const field = screen.getByTestId("answer-question_14");
    fireEvent.change(field, { target: { value: "flowering season\n  /blossom period" } });
    expect(panel.sent()?.texts.question_14).toBe("flowering season /blossom period");
    const enter = fireEvent.keyDown(field, { key: "Enter" });
    expect(enter).toBe(false);
  });
});
