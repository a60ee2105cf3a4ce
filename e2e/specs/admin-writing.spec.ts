import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROUTES } from "@bandcraft/contract/routes";
import { expect, test } from "@playwright/test";
import { solidPng } from "../../packages/domain/src/testing/solid-png";
import { ADMIN_STATE, LEARNER_STATE } from "../fixtures/accounts";
import { keepScreenshot } from "../fixtures/screenshot";

// A unique title per run, so the learner's list can be searched for exactly this task.
const TITLE = `Ferry passengers ${Date.now().toString(36)}`;

test("an administrator adds a Task 1 with a picture, and a learner sees it with the picture", async ({ browser }) => {
  const chart = join(tmpdir(), `bandcraft-chart-${process.pid}.png`);
  writeFileSync(chart, solidPng(320, 200, [30, 120, 200]));

  const adminContext = await browser.newContext({ storageState: ADMIN_STATE });
  const admin = await adminContext.newPage();
  await admin.goto("/admin");
  // The sidebar opens on hover and lists Writing → Add Practice.
  await admin.getByTestId("admin-sidebar").hover();
  await admin.getByTestId("admin-nav-writing-add").click();
  await expect(admin).toHaveURL(/view=writing-add/);
  await admin.mouse.move(900, 500);
  await admin.getByTestId("add-writing-title").focus();
  // It closes 300 ms after the pointer leaves and focus moves out.
  await expect(admin.getByTestId("admin-sidebar")).toHaveAttribute("data-open", "false");

  // Submitting empty shows the form's messages; each clears when its field is edited.
  await admin.getByTestId("add-writing-submit").click();
  await expect(admin.getByText("Content is required")).toBeVisible();
  await expect(admin.getByText("Task 1 requires at least one image")).toBeVisible();
  await admin.getByTestId("add-writing-title").fill(TITLE);
  await admin
    .getByTestId("add-writing-content")
    .fill("The chart below shows the number of passengers on three ferry routes between 2015 and 2025.");
  await expect(admin.getByText("Content is required")).toHaveCount(0);
  await admin.getByTestId("add-writing-theme-bar_chart").check();
  await admin.getByTestId("add-writing-image").setInputFiles(chart);
  await expect(admin.getByRole("img", { name: /Preview of/ })).toBeVisible();
  await expect(admin.getByText("Task 1 requires at least one image")).toHaveCount(0);
  await keepScreenshot(admin, "admin-add-writing");

  const added = admin.waitForResponse((r) => r.url().endsWith(ROUTES.adminWritingAdd.path));
  await admin.getByTestId("add-writing-submit").click();
  expect((await added).status()).toBe(200);
  await expect(admin.getByTestId("add-writing-success")).toBeVisible();
  await expect(admin.getByTestId("add-writing-title")).toHaveValue("");
  // The banner goes after 3 s.
  await expect(admin.getByTestId("add-writing-success")).toHaveCount(0, { timeout: 5_000 });
  await adminContext.close();

  const learnerContext = await browser.newContext({ storageState: LEARNER_STATE });
  const learner = await learnerContext.newPage();
  await learner.goto("/writing/practices");
  // Task 1 is the default list; the newest task comes first.
  const row = learner.getByTestId("writing-row").first();
  await expect(row).toContainText(TITLE);
  await expect(row.getByTestId("writing-row-tags")).toContainText("Bar chart");
  await row.getByTestId("writing-row-open").click();
  await learner.getByTestId("start-confirm").click();
  const image = learner.getByTestId("writing-task-image");
  await expect(image).toBeVisible();
  // The picture really decoded: its natural size is the uploaded one.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
    .toBe("320x200");
  await keepScreenshot(learner, "learner-added-task");
  await learnerContext.close();
});

test("a file that is not an image is refused in the form, before any upload", async ({ browser }) => {
  const fake = join(tmpdir(), `bandcraft-fake-${process.pid}.png`);
  writeFileSync(fake, Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512)]));
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  let uploads = 0;
  page.on("request", (r) => {
    if (r.url().endsWith(ROUTES.adminWritingAdd.path)) uploads += 1;
  });
  await page.goto("/admin?view=writing-add");
  await page.getByTestId("add-writing-image").setInputFiles(fake);
  await expect(page.getByText(/This file is not an image/)).toBeVisible();
  await page.getByTestId("add-writing-content").fill("A process diagram.");
  await page.getByTestId("add-writing-theme-process").check();
  await page.getByTestId("add-writing-submit").click();
  await expect(page.getByText("Task 1 requires at least one image")).toBeVisible();
  expect(uploads).toBe(0);
  await context.close();
});
