import { type ComponentPropsWithRef, useLayoutEffect, useRef } from "react";
import { type TTextareaKind, textareaCap } from "./auto-resize";

type TProps = Omit<ComponentPropsWithRef<"textarea">, "value"> & { kind: TTextareaKind; value: string };

/** A text area that grows with its text up to its kind's cap, then scrolls. */
export function AutoTextarea({ kind, value, ...rest }: TProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const cap = textareaCap(kind, value);
    el.style.height = "auto";
    // scrollHeight leaves out the borders that border-box sizing counts.
    const needed = el.scrollHeight + (el.offsetHeight - el.clientHeight);
    el.style.height = `${Math.min(needed, cap)}px`;
    el.style.overflowY = needed > cap ? "auto" : "hidden";
  }, [kind, value]);
  return <textarea ref={ref} value={value} rows={2} data-cap-kind={kind} {...rest} />;
}
