/**
 * Whether an element's focus came from the keyboard (the browser's :focus-visible), not from a press, so
 * focus alone can open a panel for keyboard users without a tap both opening it and moving what it hit.
 */
export function hasKeyboardFocus(element: Element) {
  try {
    return element.matches(":focus-visible");
  } catch {
    // An engine without :focus-visible: treat all focus as keyboard focus, as before it existed.
    return true;
  }
}
