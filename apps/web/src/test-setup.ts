// Component tests render feature views without their route chunk's entry module, so every lazily
// registered text bundle is registered here up front.
import "./features/admin/admin-i18n";
import "./features/writing/writing-feedback-i18n";
import { afterAll, afterEach, beforeAll } from "vitest";
import i18n from "./lib/i18n";
import { apiServer, resetApiMock, startApiMock } from "./test/api-mock";

// The app fetches Chinese and Japanese when chosen; tests that read them with getFixedT have them ready.
beforeAll(() => i18n.loadLanguages(["zh", "ja"]));

// Every call the app makes in a test meets the mocked API (test/api-mock.ts); one nobody mocked fails the test.
beforeAll(startApiMock);
afterEach(resetApiMock);
afterAll(() => apiServer.close());

// happy-dom opens and closes <dialog> but does not turn Esc into the `cancel` event a browser fires at the
// topmost modal dialog (closing it unless prevented). Do that here, on window, after every other listener.
window.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  const dialog = Array.from(document.querySelectorAll("dialog")).findLast((element) => element.open);
  if (dialog?.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
});
