import { ROUTES } from "@bandcraft/contract/routes";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { solidPng } from "@bandcraft/domain/testing/solid-png";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, NETWORK_ERROR, ok, refused, sent, type TMockReply } from "../../../test/api-mock";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { openInEditorView } from "./editor-test-setup";

// The sample practice's diagram is its section 11 (index 10); its picture is a bank file name, not previewable.
const DIAGRAM = "s10-pic";
const STORED = `/api/images/${"ab".repeat(32)}.png`;
const png = () => new File([new Uint8Array(solidPng(12, 8))], "furnace.png", { type: "image/png" });

const urlField = () => screen.getByTestId(DIAGRAM) as HTMLInputElement;
const chooser = () => screen.getByTestId(`${DIAGRAM}-upload`) as HTMLInputElement;
const status = () => screen.getByTestId(`${DIAGRAM}-upload-status`).textContent;
const choose = (file: File) => fireEvent.change(chooser(), { target: { files: [file] } });
const uploadError = () => screen.findByTestId(`${DIAGRAM}-upload-error`);

describe("pictures in the editor's sections", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    mockCall(ROUTES.adminReadingSingle, ok({ readingPractice: samplePractice() }));
    mockCall(ROUTES.adminReadingGroups, ok({ data: [] }));
    mockCall(ROUTES.adminReadingModify, (body) => ok({ readingPracticeID: body.readingPracticeID ?? "reading-new1" }));
  });

  it("uploads a chosen picture, fills in its stored URL, shows it, and saves the section with it", async () => {
    let arrive = (_reply: TMockReply) => {};
    mockCall(
      ROUTES.adminImageUpload,
      () =>
        new Promise<TMockReply>((resolve) => {
          arrive = resolve;
        }),
    );
    await openInEditorView("sample-1");
    expect(urlField().value).toBe("furnace.svg");
    expect(screen.queryByTestId(`${DIAGRAM}-preview`)).toBeNull();
    expect(chooser().accept).toBe("image/png,image/jpeg,image/gif,image/webp");

    choose(png());
    await waitFor(() => expect(status()).toBe("Uploading the picture…"));
    const [form] = bodiesSentTo(ROUTES.adminImageUpload);
    const file = form?.get("pic");
    expect(file instanceof File && file.size).toBe(png().size);
    arrive(ok({ url: STORED }));

    await waitFor(() => expect(urlField().value).toBe(STORED));
    expect(status()).toBe("Picture uploaded: its address is in the picture URL.");
    const preview = screen.getByTestId(`${DIAGRAM}-preview`).querySelector("img");
    expect(preview?.getAttribute("src")).toBe(STORED);
    expect(preview?.getAttribute("alt")).toBe("Preview of the picture");
    expect(screen.getByTestId("reading-editor-unsaved")).not.toBeNull();

    fireEvent.click(screen.getByTestId("reading-editor-save"));
    await screen.findByTestId("reading-editor-saved");
    const [saved] = bodiesSentTo(ROUTES.adminReadingModify);
    expect(saved?.questionSections[10]?.content).toMatchObject({ picURL: STORED });
  });

  it("shows the server's refusal in the author's words and keeps the URL as it was", async () => {
    mockCall(ROUTES.adminImageUpload, refused(400, "The file is not an image that can be drawn"));
    await openInEditorView("sample-1");
    choose(png());
    expect((await uploadError()).textContent).toBe(
      "The picture was not uploaded: The file is not an image that can be drawn",
    );
    expect(chooser().getAttribute("aria-invalid")).toBe("true");
    expect(chooser().getAttribute("aria-describedby")).toContain(`${DIAGRAM}-upload-error`);
    expect(urlField().value).toBe("furnace.svg");
    expect(status()).toBe("");
  });

  it("says when the server could not be reached", async () => {
    mockCall(ROUTES.adminImageUpload, NETWORK_ERROR);
    await openInEditorView("sample-1");
    choose(png());
    expect((await uploadError()).textContent).toBe(
      "The picture was not uploaded: the server could not be reached. Please try again.",
    );
  });

  it.each([
    ["a text file named .png", new File(["just some text"], "chart.png", { type: "image/png" }), "not an image"],
    [
      "a file over 5 MB",
      new File([new Uint8Array(solidPng(4, 4)), new Uint8Array(5 * 1024 * 1024)], "big.png", { type: "image/png" }),
      "larger than 5 MB",
    ],
  ])("refuses %s before sending it", async (_name, file, message) => {
    await openInEditorView("sample-1");
    choose(file);
    expect((await uploadError()).textContent).toContain(message);
    expect(sent(ROUTES.adminImageUpload)).toHaveLength(0);
  });

  it("names the upload and words its failure in Chinese and Japanese too", async () => {
    mockCall(ROUTES.adminImageUpload, NETWORK_ERROR);
    await openInEditorView("sample-1");
    const { default: i18n } = await import("../../../lib/i18n");
    await i18n.changeLanguage("zh");
    expect(screen.getByLabelText("上传图片")).toBe(chooser());
    choose(png());
    expect((await uploadError()).textContent).toBe("图片未上传：无法连接服务器，请重试。");
    await i18n.changeLanguage("ja");
    expect(screen.getByLabelText("画像をアップロード")).toBe(chooser());
  });

  it("a URL typed by hand still previews, and one that serves no picture says so", async () => {
    await openInEditorView("sample-1");
    fireEvent.change(urlField(), { target: { value: STORED } });
    const img = screen.getByTestId(`${DIAGRAM}-preview`).querySelector("img");
    expect(img?.getAttribute("src")).toBe(STORED);
    fireEvent.error(img as HTMLImageElement);
    expect(screen.getByTestId(`${DIAGRAM}-not-loaded`).textContent).toBe("No picture could be loaded from this URL.");
  });
});
