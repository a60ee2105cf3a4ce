import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";
import { useMenu } from "./use-menu";

function Opener({ onClose = () => {}, closeOnOutsideClick }: { onClose?: () => void; closeOnOutsideClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Settings"
        closeOnOutsideClick={closeOnOutsideClick}
        footer={<button type="button">Done</button>}
      >
        <p>body</p>
        <button type="button">First</button>
      </Dialog>
    </>
  );
}

const dialog = () => screen.getByRole("dialog", { name: "Settings" }) as HTMLDialogElement;
const openIt = () => {
  screen.getByRole("button", { name: "open" }).focus();
  fireEvent.click(screen.getByRole("button", { name: "open" }));
  return dialog();
};
/** A press at a point: on the backdrop when outside the dialog's box (happy-dom's boxes are all 0×0 at 0,0). */
const pressAt = (target: Element, x: number, y: number) => fireEvent.pointerDown(target, { clientX: x, clientY: y });

describe("Dialog", () => {
  afterEach(cleanup);

  it("opens as a native modal dialog named by its title, with focus on its first control", () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    render(<Opener />);
    const element = openIt();
    expect(element.tagName).toBe("DIALOG");
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(element.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "First" }));
    showModal.mockRestore();
  });

  it("focuses the control it is given instead", () => {
    function WithInitial() {
      const done = useRef<HTMLButtonElement>(null);
      return (
        <Dialog
          open
          onClose={() => {}}
          title="Settings"
          initialFocusRef={done}
          footer={
            <button ref={done} type="button">
              Done
            </button>
          }
        >
          <button type="button">First</button>
        </Dialog>
      );
    }
    render(<WithInitial />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Done" }));
  });

  // Each way of closing: the owner hears it once and focus goes back to the control that opened it.
  it.each([
    ["Esc (the browser's cancel)", () => fireEvent.keyDown(dialog(), { key: "Escape" })],
    ["a press on the backdrop", () => pressAt(dialog(), -10, -10)],
  ])("closes on %s", (_, close) => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    openIt();
    close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "open" }));
  });

  it("stays open on a press inside, and on the backdrop when outside presses are off", () => {
    const onClose = vi.fn();
    const { unmount } = render(<Opener onClose={onClose} />);
    openIt();
    pressAt(screen.getByText("body"), -10, -10);
    pressAt(dialog(), 0, 0);
    expect(onClose).not.toHaveBeenCalled();
    unmount();
    render(<Opener onClose={onClose} closeOnOutsideClick={false} />);
    openIt();
    pressAt(dialog(), -10, -10);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog().open).toBe(true);
  });

  it("closes only the topmost of two dialogs on Esc", () => {
    const closed: string[] = [];
    render(
      <>
        <Dialog open onClose={() => closed.push("below")} title="Below" />
        <Dialog open onClose={() => closed.push("above")} title="Above" />
      </>,
    );
    fireEvent.keyDown(screen.getByRole("dialog", { name: "Above" }), { key: "Escape" });
    expect(closed).toEqual(["above"]);
  });

  it("leaves Esc to a menu open inside it: the menu closes, the dialog stays", () => {
    function MenuInDialog({ onClose }: { onClose: () => void }) {
      const menu = useMenu<HTMLDivElement>();
      return (
        <Dialog open onClose={onClose} title="Settings">
          <button type="button" {...menu.buttonProps}>
            More
          </button>
          {menu.open ? (
            <div {...menu.menuProps}>
              <button type="button" {...menu.itemProps({ onSelect: () => {} })}>
                Rename
              </button>
            </div>
          ) : null}
        </Dialog>
      );
    }
    const onClose = vi.fn();
    render(<MenuInDialog onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    fireEvent.keyDown(screen.getByRole("menuitem", { name: "Rename" }), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole("button", { name: "More" }), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("reports a close the browser makes by itself, but not the one made when it is removed", () => {
    const onClose = vi.fn();
    const { rerender } = render(<Dialog open onClose={onClose} title="Settings" />);
    act(() => dialog().close());
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Dialog open={false} onClose={onClose} title="Settings" />);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
