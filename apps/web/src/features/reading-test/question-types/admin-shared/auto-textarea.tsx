import { type ComponentPropsWithRef, type RefObject, useLayoutEffect, useRef, useState } from "react";
import { type TTextareaKind, textareaCap } from "./auto-resize";

type TProps = Omit<ComponentPropsWithRef<"textarea">, "value"> & { kind: TTextareaKind; value: string };

/** The area's width, followed: text wraps anew when its column narrows or widens, so its height must follow. */
function useWidth(ref: RefObject<HTMLTextAreaElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A text area that grows with its text up to its kind's cap, then scrolls. */
export function AutoTextarea({ kind, value, ...rest }: TProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const width = useWidth(ref);
  // biome-ignore lint/correctness/useExhaustiveDependencies: width is read through the element; a new width re-measures
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const cap = textareaCap(kind, value);
    el.style.height = "auto";
    // scrollHeight leaves out the borders that border-box sizing counts.
    const needed = el.scrollHeight + (el.offsetHeight - el.clientHeight);
    el.style.height = `${Math.min(needed, cap)}px`;
    el.style.overflowY = needed > cap ? "auto" : "hidden";
  }, [kind, value, width]);
  return <textarea ref={ref} value={value} rows={2} data-cap-kind={kind} {...rest} />;
}
