import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_MS, ToastRegion, useToasts } from "./toast";

function Page() {
  const toasts = useToasts();
  return (
    <>
      <button type="button" onClick={() => toasts.show("success", "Saved")}>
        Save
      </button>
      <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </>
  );
}

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("are announced politely by a status region that is always there, and never take focus", () => {
    render(<Page />);
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    fireEvent.click(save);
    expect(region.textContent).toContain("Saved");
    expect(document.activeElement).toBe(save);
  });

  it("go by themselves after their time, or on their close button", () => {
    render(<Page />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByRole("status").textContent).toContain("Saved");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
