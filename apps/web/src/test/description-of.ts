/**
 * The text of the elements an element's aria-describedby names, joined by spaces: what a screen reader reads
 * after the element's name, so a test of a field's error checks that the error is tied to that field.
 */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? "").join(" ");
}
