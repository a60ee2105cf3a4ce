import { ROUTES } from "@bandcraft/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { solidPng } from "../../packages/domain/src/testing/solid-png";
import { ADMIN_STATE } from "../fixtures/accounts";
import { seriousViolations } from "../fixtures/axe";
import { keepScreenshot } from "../fixtures/screenshot";

// A copy of the bank's test 1 part 1 (whose section 3 is a diagram; the bank's own passage stays as it is) gets a
// diagram uploaded in the editor, and is saved with the picture's stored URL.
const SOURCE_ID = "bandcraft-test-1-part-1";
const DIAGRAM = "s2-pic";
const TITLE = `The ice house, new diagram ${Date.now().toString(36)}`;
const STORED_URL = /^\/api\/images\/[0-9a-f]{64}\.png$/;
test.use({ storageState: ADMIN_STATE, viewport: { width: 1440, height: 900 } });

async function openById(page: Page, id: string) {
  await page.goto("/admin?view=reading-editor");
  await page.getByRole("tab", { name: "By ID" }).click();
  await page.getByTestId("reading-editor-query").fill(id);
  await page.getByTestId("reading-editor-search").click();
  await expect(page.getByTestId("reading-editor-id")).toHaveValue(id);
}

/** The preview's picture has been drawn: the browser decoded the served bytes. */
async function expectPreviewDrawn(page: Page, url: string) {
  const img = page.getByTestId(`${DIAGRAM}-preview`).getByRole("img", { name: "Preview of the picture" });
  await expect(img).toHaveAttribute("src", url);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(64);
}

test("an administrator uploads a diagram in the editor, sees it, and saves a copy that carries its URL", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openById(page, SOURCE_ID);
  await page.getByTestId("reading-editor-duplicate").click();
  await expect(page.getByTestId("reading-editor-id")).toHaveValue("");
  await page.getByTestId("reading-editor-title").fill(TITLE);

  const urlField = page.getByTestId(DIAGRAM);
  // The bank's picture is a stored image already; the upload replaces it.
  const before = await urlField.inputValue();
  // Each picture section has its own chooser, named within its section.
  const section = page.locator("[data-testid^=section-editor-]").filter({ has: urlField });
  const chooser = section.getByLabel("Upload picture", { exact: true });
  await expect(chooser).toHaveAttribute("data-testid", `${DIAGRAM}-upload`);
  await chooser.focus();
  await expect(chooser).toBeFocused();
  const uploaded = page.waitForResponse((r) => r.url().endsWith(ROUTES.adminImageUpload.path));
  await chooser.setInputFiles({
    name: "ice-house.png",
    mimeType: "image/png",
    buffer: solidPng(64, 40, [20, 90, 160]),
  });
  expect((await uploaded).status()).toBe(200);
  await expect(urlField).toHaveValue(STORED_URL);
  const url = await urlField.inputValue();
  expect(url).not.toBe(before);
  await expect(page.getByTestId(`${DIAGRAM}-upload-status`)).toHaveText(
    "Picture uploaded: its address is in the picture URL.",
  );
  await expectPreviewDrawn(page, url);
  const served = await page.request.get(url);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, "admin-editor-picture-uploaded");

  // A file that is not a picture is refused in the form, and the URL stays.
  await chooser.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await expect(page.getByTestId(`${DIAGRAM}-upload-error`)).toContainText("This file is not an image");
  await expect(urlField).toHaveValue(url);

  const saved = page.waitForResponse((r) => r.url().endsWith(ROUTES.adminReadingModify.path));
  await page.getByTestId("reading-editor-save").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("reading-editor-saved")).toBeVisible();
  const newId = await page.getByTestId("reading-editor-id").inputValue();
  expect(newId).not.toBe(SOURCE_ID);

  // Opened again from the server, the copy carries the uploaded picture; the bank's passage keeps its own.
  await openById(page, newId);
  await expect(urlField).toHaveValue(url);
  await expectPreviewDrawn(page, url);
  await openById(page, SOURCE_ID);
  await expect(urlField).toHaveValue(before);
});
