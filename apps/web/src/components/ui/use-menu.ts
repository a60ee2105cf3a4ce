import { type KeyboardEvent, useEffect, useRef } from "react";
import { usePopover } from "./use-popover";

const ITEMS = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/** Where focus goes in the list for each key, from the focused item's index (-1 when none is). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index <= 0 ? count - 1 : index - 1),
  Home: () => 0,
  End: (_, count) => count - 1,
};

type TItem = {
  onSelect: () => void;
  /** For a choice of one among the items (a language): whether this is the chosen one. */
  checked?: boolean;
};

/**
 * A menu button and its menu (the ARIA menu button pattern). Enter, Space or ↓ on the button open it at the
 * first item, ↑ at the last; in the menu ↑ ↓ move (wrapping), Home and End jump, Esc closes and returns
 * focus to the button, and so does choosing an item; Tab or a press outside closes it.
 */
export function useMenu<TMenu extends HTMLElement = HTMLElement>() {
  const { open, setOpen, close, triggerRef, panelRef, triggerProps, panelProps } = usePopover<HTMLButtonElement, TMenu>(
    { closeOnFocusOut: true },
  );
  const startAtLast = useRef(false);
  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
  const focusEnd = (last: boolean) => {
    const all = items();
    all[last ? all.length - 1 : 0]?.focus();
  };

  // Opening moves focus into the menu so the arrows and Esc work at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusEnd reads refs only; opening is the trigger
  useEffect(() => {
    if (open) focusEnd(startAtLast.current);
  }, [open]);

  const openAt = (last: boolean) => {
    startAtLast.current = last;
    if (open) focusEnd(last);
    else setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    openAt(event.key === "ArrowUp");
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    const all = items();
    if (!move || all.length === 0) return;
    event.preventDefault();
    const index = document.activeElement instanceof HTMLElement ? all.indexOf(document.activeElement) : -1;
    all[move(index, all.length)]?.focus();
  };

  return {
    open,
    buttonRef: triggerRef,
    buttonProps: {
      ...triggerProps,
      "aria-haspopup": "menu" as const,
      onKeyDown: onButtonKeyDown,
      onClick: () => {
        startAtLast.current = false;
        triggerProps.onClick();
      },
    },
    menuProps: { ...panelProps, role: "menu", onKeyDown: onMenuKeyDown },
    /** Props of one item: its role, no Tab stop of its own (the arrows move), and choosing closes the menu. */
    itemProps: ({ onSelect, checked }: TItem) => ({
      role: checked === undefined ? "menuitem" : "menuitemradio",
      "aria-checked": checked,
      tabIndex: -1,
      onClick: () => {
        onSelect();
        close(true);
      },
    }),
  };
}
