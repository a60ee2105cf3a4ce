import type { THighlightRange } from "./highlight-rules";

/** The attribute that marks a HighlightableText's text root; the selection watcher finds components by it. */
export const COMPONENT_ATTR = "data-hl-component";
export const BASE_ATTR = "data-hl-base";
export const READONLY_ATTR = "data-hl-readonly";
/** On a highlight's span: the ids of the items it shows, space-separated (the notes list finds them by it). */
export const ITEMS_ATTR = "data-hl-items";

/** The character offset of a DOM point inside `root`'s text (its spans concatenate to the component text). */
export function pointOffset(root: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The component whose text root holds `node`, if any. */
export function componentRootOf(node: Node | null): HTMLElement | null {
  const el = node instanceof Element ? node : (node?.parentElement ?? null);
  return el?.closest<HTMLElement>(`[${COMPONENT_ATTR}]`) ?? null;
}

/**
 * The range the current selection covers inside one component, or null: a collapsed selection, one
 * that starts and ends in different components (passage paragraphs are separate texts), or read-only.
 */
export function selectedRange(selection: Selection | null): { range: THighlightRange; rect: DOMRect } | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const { anchorNode, focusNode } = selection;
  const root = componentRootOf(anchorNode);
  if (!root || !anchorNode || !focusNode || root !== componentRootOf(focusNode)) return null;
  if (root.hasAttribute(READONLY_ATTR)) return null;
  const componentId = root.getAttribute(COMPONENT_ATTR) ?? "";
  const range: THighlightRange = {
    componentId,
    componentText: root.textContent ?? "",
    globalBase: Number(root.getAttribute(BASE_ATTR) ?? 0),
    localStart: pointOffset(root, anchorNode, selection.anchorOffset),
    localEnd: pointOffset(root, focusNode, selection.focusOffset),
  };
  return { range, rect: selection.getRangeAt(0).getBoundingClientRect() };
}
