import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../lib/i18n";
import { LanguageDropdown } from "./language-dropdown";

function renderDropdown() {
  return render(
    <I18nextProvider i18n={i18n}>
      <p>outside</p>
      <LanguageDropdown />
    </I18nextProvider>,
  );
}

describe("language dropdown", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("lists the three languages with their two-letter codes", () => {
    renderDropdown();
    fireEvent.click(screen.getByTestId("language-button"));
    expect(screen.getByTestId("language-en").textContent).toContain("en");
    expect(screen.getByTestId("language-zh").textContent).toContain("zh");
    expect(screen.getByTestId("language-ja").textContent).toContain("ja");
    expect(screen.getByTestId("language-button").getAttribute("aria-expanded")).toBe("true");
  });

  it("closes on an outside click", () => {
    renderDropdown();
    fireEvent.click(screen.getByTestId("language-button"));
    expect(screen.queryByTestId("language-zh")).not.toBeNull();
    fireEvent.pointerDown(screen.getByText("outside"));
    expect(screen.queryByTestId("language-zh")).toBeNull();
  });

  it("stays open on a click inside, closes on choosing and switches language and <html lang>", async () => {
    renderDropdown();
    fireEvent.click(screen.getByTestId("language-button"));
    fireEvent.pointerDown(screen.getByTestId("language-ja"));
    expect(screen.queryByTestId("language-ja")).not.toBeNull();
    fireEvent.click(screen.getByTestId("language-zh"));
    expect(screen.queryByTestId("language-ja")).toBeNull();
    expect(i18n.resolvedLanguage).toBe("zh");
    expect(document.documentElement.lang).toBe("zh");
    expect(screen.getByTestId("language-button").textContent).toContain("zh");
  });

  it("closes on Escape and gives focus back to the button", () => {
    renderDropdown();
    fireEvent.click(screen.getByTestId("language-button"));
    expect(document.activeElement).toBe(screen.getByTestId("language-en"));
    fireEvent.keyDown(screen.getByTestId("language-en"), { key: "Escape" });
    expect(screen.queryByTestId("language-en")).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId("language-button"));
  });

  it("is a menu button whose menu checks the current language", () => {
    renderDropdown();
    fireEvent.click(screen.getByRole("button", { name: "Language: English" }));
    const menu = screen.getByRole("menu", { name: "Choose language" });
    expect(menu.id).toBe(screen.getByTestId("language-button").getAttribute("aria-controls"));
    const checked = screen.getAllByRole("menuitemradio").map((item) => item.getAttribute("aria-checked"));
    expect(checked).toEqual(["true", "false", "false"]);
  });
});
