import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DISPLAY_KEY } from "../../../components/display-options/use-display-settings";
import i18n from "../../../lib/i18n";
import { learnerSample, testSession } from "../../../test/attempt-session";
import { renderInApp } from "../../../test/render-router";
import { BottomStrip } from "./bottom-strip";
import { TestScreen } from "./test-screen";

function renderScreen(level = 1) {
  return renderInApp(
    <TestScreen
      session={testSession([learnerSample({ level })])}
      canSave={false}
      onExit={() => undefined}
      onHome={() => undefined}
      onLogin={() => undefined}
      onContinueHere={() => undefined}
    />,
  );
}

describe("test screen", () => {
  beforeEach(async () => {
    localStorage.removeItem(DISPLAY_KEY);
    await i18n.changeLanguage("en");
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("counts up HH:MM:SS every second from mount", () => {
    vi.useFakeTimers();
    renderScreen();
    const timer = screen.getByTestId("test-timer");
    expect(timer.textContent).toBe("00:00:00");
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(timer.textContent).toBe("00:00:03");
    act(() => {
      vi.advanceTimersByTime(3600_000);
    });
    expect(timer.textContent).toBe("01:00:03");
  });

  it("shows the attempt's test-taker id and the part banner with the real range", () => {
    renderScreen(1);
    expect(screen.getByTestId("test-taker-id").textContent).toContain("TT-ABCDEFGH0123456789ABCDEF");
    const banner = screen.getByTestId("part-banner");
    expect(within(banner).getByRole("heading").textContent).toBe("Part 1");
    expect(banner.textContent).toContain("Read the text and answer questions 1–24.");
  });

  it("says Reading and the generic line for an untagged practice", () => {
    renderScreen(0);
    const banner = screen.getByTestId("part-banner");
    expect(within(banner).getByRole("heading").textContent).toBe("Reading");
    expect(banner.textContent).toContain("Read the text and answer the questions.");
  });

  it("renders every paragraph with its hint and one strip button per question", () => {
    renderScreen();
    expect(screen.getByTestId("paragraph-0").textContent).toContain("A");
    expect(screen.getByTestId("paragraph-2").textContent).toContain("Murano");
    expect(screen.getAllByTestId(/^strip-question-\d+$/).map((button) => button.dataset.testid)).toEqual(
      Array.from({ length: 24 }, (_, i) => `strip-question-${i + 1}`),
    );
    expect(screen.getByRole("separator").getAttribute("aria-label")).toBe("Resize the passage and question panels");
  });

  it("Options: text size applies the px table to the test root, contrast a data attribute", () => {
    renderScreen();
    const root = screen.getByTestId("reading-test-root");
    expect(root.style.getPropertyValue("--rt-title-size")).toBe("22px");
    fireEvent.click(screen.getByTestId("test-options"));
    const dialog = screen.getByTestId("options-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: /Text size/ }));
    fireEvent.click(within(dialog).getByTestId("option-extra-large"));
    expect(root.getAttribute("data-text-size")).toBe("extra-large");
    expect(root.style.getPropertyValue("--rt-title-size")).toBe("28px");
    expect(root.style.getPropertyValue("--rt-option-size")).toBe("17px");
    fireEvent.click(within(dialog).getByTestId("options-back"));
    fireEvent.click(within(dialog).getByRole("button", { name: /Contrast/ }));
    expect((within(dialog).getByTestId("option-black-on-white") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByTestId("option-yellow-on-black"));
    expect(root.getAttribute("data-contrast")).toBe("yellow-on-black");
    fireEvent.click(within(dialog).getByTestId("options-close"));
    expect(screen.queryByTestId("options-dialog")).toBeNull();
  });

  it("F5 and Ctrl+R open the refresh modal instead of reloading", () => {
    renderScreen();
    const f5 = new KeyboardEvent("keydown", { key: "F5", cancelable: true });
    act(() => {
      window.dispatchEvent(f5);
    });
    expect(f5.defaultPrevented).toBe(true);
    const dialog = screen.getByTestId("refresh-dialog");
    expect(dialog.textContent).toContain("saved in this browser");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByTestId("refresh-dialog")).toBeNull();
    const ctrlR = new KeyboardEvent("keydown", { key: "r", ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(ctrlR);
    });
    expect(ctrlR.defaultPrevented).toBe(true);
    expect(screen.getByTestId("refresh-dialog").textContent).toContain("Refresh Anyway");
  });
});

describe("bottom strip", () => {
  afterEach(cleanup);

  it("marks answered questions green with (Completed), others grey", () => {
    const onJump = vi.fn();
    renderInApp(<BottomStrip numbers={[1, 2, 3]} answers={{ 1: "B", 2: "  " }} onJump={onJump} submit={<span />} />);
    const one = screen.getByTestId("strip-question-1");
    const two = screen.getByTestId("strip-question-2");
    expect(one.getAttribute("data-answered")).toBe("true");
    expect(one.getAttribute("title")).toBe("Question 1 (Completed)");
    expect(two.getAttribute("data-answered")).toBe("false");
    expect(two.getAttribute("title")).toBe("Question 2");
    fireEvent.click(screen.getByTestId("strip-question-3"));
    expect(onJump).toHaveBeenCalledWith(3);
  });
});
