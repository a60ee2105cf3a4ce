import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KEYBOARD_INSET_VAR, keyboardInset, useKeyboardInset } from "./use-keyboard-inset";

describe("keyboardInset", () => {
  it.each([
    ["no keyboard", 844, { height: 844, offsetTop: 0, scale: 1 }, 0],
    ["Safari: a 336 px keyboard laid over the page", 844, { height: 508, offsetTop: 0, scale: 1 }, 336],
    ["Safari: the page scrolled up under the keyboard", 844, { height: 508, offsetTop: 120, scale: 1 }, 216],
    ["Chrome: the page itself shrank for the keyboard", 508, { height: 508, offsetTop: 0, scale: 1 }, 0],
    ["a pinch zoom, not a keyboard", 844, { height: 422, offsetTop: 200, scale: 2 }, 0],
    ["fractions round", 844, { height: 507.6, offsetTop: 0, scale: 1 }, 336],
  ])("%s → %i px", (_name, innerHeight, viewport, inset) => {
    expect(keyboardInset(innerHeight, viewport)).toBe(inset);
  });
});

describe("useKeyboardInset", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows the visual viewport while mounted and leaves nothing behind", () => {
    const viewport = Object.assign(new EventTarget(), { height: window.innerHeight, offsetTop: 0, scale: 1 });
    vi.stubGlobal("visualViewport", viewport);
    const root = document.documentElement;
    const { unmount } = renderHook(() => useKeyboardInset());
    expect(root.style.getPropertyValue(KEYBOARD_INSET_VAR)).toBe("0px");
    viewport.height = window.innerHeight - 300;
    viewport.dispatchEvent(new Event("resize"));
    expect(root.style.getPropertyValue(KEYBOARD_INSET_VAR)).toBe("300px");
    unmount();
    expect(root.style.getPropertyValue(KEYBOARD_INSET_VAR)).toBe("");
  });
});
