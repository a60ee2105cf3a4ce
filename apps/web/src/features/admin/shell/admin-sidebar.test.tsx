import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { AdminSidebar } from "./admin-sidebar";

const sidebar = () => screen.getByRole("navigation", { name: "Admin modules" });
const toggle = () => screen.getByRole("button", { name: "Show module names" });
const isOpen = () => sidebar().dataset.open === "true";
const press = (element: Element, pointerType: string) => {
  fireEvent.pointerDown(element, { pointerType });
  fireEvent.click(element);
};

function renderSidebar() {
  const onSelect = vi.fn();
  render(
    <MemoryRouter>
      <AdminSidebar current="dashboard" onSelect={onSelect} />
      <main>
        <button type="button">content</button>
      </main>
    </MemoryRouter>,
  );
  return onSelect;
}

describe("admin sidebar", () => {
  it("links out to Teaching, where classes are kept", () => {
    renderSidebar();
    expect(screen.getByRole("link", { name: "Teaching" }).getAttribute("href")).toBe("/teach");
  });

  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });
  afterEach(cleanup);

  it("a tap on an icon of the rail chooses it without widening the rail under the finger", () => {
    const onSelect = renderSidebar();
    const writing = screen.getByRole("button", { name: "Writing" });
    fireEvent.pointerEnter(sidebar(), { pointerType: "touch" });
    press(writing, "touch");
    expect(onSelect).toHaveBeenCalledWith("writing");
    expect(isOpen()).toBe(false);
  });

  it("the toggle opens it by tap, says so, and choosing a module closes it again", () => {
    const onSelect = renderSidebar();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(toggle().getAttribute("aria-controls")).toBe(screen.getAllByRole("list")[0]?.id);
    press(toggle(), "touch");
    expect(isOpen()).toBe(true);
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    press(screen.getByRole("button", { name: "Add Practice" }), "touch");
    expect(onSelect).toHaveBeenCalledWith("writing-add");
    expect(isOpen()).toBe(false);
  });

  it.each([
    ["the toggle again", () => press(toggle(), "touch")],
    ["a press outside", () => fireEvent.pointerDown(screen.getByRole("button", { name: "content" }))],
    ["Esc", () => fireEvent.keyDown(document.body, { key: "Escape" })],
  ])("an open sidebar closes on %s", (_, close) => {
    renderSidebar();
    press(toggle(), "touch");
    close();
    expect(isOpen()).toBe(false);
  });

  it("keyboard focus inside opens it; focus leaving closes it", () => {
    renderSidebar();
    act(() => screen.getByRole("button", { name: "Reading" }).focus());
    expect(isOpen()).toBe(true);
    act(() => screen.getByRole("button", { name: "content" }).focus());
    expect(isOpen()).toBe(false);
  });

  it("Esc with focus inside closes it and puts focus on the toggle, which does not reopen it", () => {
    renderSidebar();
    act(() => screen.getByRole("button", { name: "Reading" }).focus());
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(document.activeElement).toBe(toggle());
    expect(isOpen()).toBe(false);
    act(() => screen.getByRole("button", { name: "Users" }).focus());
    expect(isOpen()).toBe(false);
    // Enter on the toggle (a click without a pointer) opens it.
    fireEvent.click(toggle());
    expect(isOpen()).toBe(true);
  });
});
