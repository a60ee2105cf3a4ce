import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMenu } from "./use-menu";

const FRUITS = ["Apple", "Banana", "Cherry", "Damson"] as const;

function FruitMenu({ onSelect = () => {} }: { onSelect?: (fruit: string) => void }) {
  const menu = useMenu<HTMLUListElement>();
  return (
    <>
      <button type="button" {...menu.buttonProps}>
        Fruit
      </button>
      {menu.open ? (
        <ul aria-label="Fruits" {...menu.menuProps}>
          {FRUITS.map((fruit) => (
            <li key={fruit} role="none">
              <button
                type="button"
                {...menu.itemProps({ onSelect: () => onSelect(fruit), checked: fruit === "Banana" })}
              >
                {fruit}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button">After</button>
    </>
  );
}

const button = () => screen.getByRole("button", { name: "Fruit" });
const focused = () => document.activeElement?.textContent;
const openWithClick = () => fireEvent.click(button());

describe("useMenu", () => {
  afterEach(cleanup);

  it("wires the button to the menu and gives the items no Tab stop of their own", () => {
    render(<FruitMenu />);
    expect(button().getAttribute("aria-haspopup")).toBe("menu");
    expect(button().getAttribute("aria-expanded")).toBe("false");
    openWithClick();
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(button().getAttribute("aria-controls")).toBe(screen.getByRole("menu", { name: "Fruits" }).id);
    const items = screen.getAllByRole("menuitemradio");
    expect(items.map((item) => item.tabIndex)).toEqual([-1, -1, -1, -1]);
    expect(items.map((item) => item.getAttribute("aria-checked"))).toEqual(["false", "true", "false", "false"]);
  });

  it.each([
    ["a click (Enter or Space on a button)", openWithClick, "Apple"],
    ["ArrowDown", () => fireEvent.keyDown(button(), { key: "ArrowDown" }), "Apple"],
    ["ArrowUp", () => fireEvent.keyDown(button(), { key: "ArrowUp" }), "Damson"],
  ])("opening with %s focuses %s", (_, open, expected) => {
    render(<FruitMenu />);
    open();
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(focused()).toBe(expected);
  });

  it.each([
    ["Apple", "ArrowDown", "Banana"],
    ["Damson", "ArrowDown", "Apple"],
    ["Banana", "ArrowUp", "Apple"],
    ["Apple", "ArrowUp", "Damson"],
    ["Cherry", "Home", "Apple"],
    ["Banana", "End", "Damson"],
    ["Banana", "ArrowRight", "Banana"],
  ])("from %s, %s moves focus to %s", (from, key, expected) => {
    render(<FruitMenu />);
    openWithClick();
    screen.getByRole("menuitemradio", { name: from }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key });
    expect(focused()).toBe(expected);
  });

  it("Escape closes the menu and returns focus to the button", () => {
    render(<FruitMenu />);
    openWithClick();
    fireEvent.keyDown(screen.getByRole("menuitemradio", { name: "Apple" }), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it("choosing an item calls it, closes the menu and returns focus to the button", () => {
    const onSelect = vi.fn();
    render(<FruitMenu onSelect={onSelect} />);
    openWithClick();
    fireEvent.click(screen.getByRole("menuitemradio", { name: "Cherry" }));
    expect(onSelect).toHaveBeenCalledWith("Cherry");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it("a press outside closes it, a press inside does not; a second click on the button closes it", () => {
    render(<FruitMenu />);
    openWithClick();
    fireEvent.pointerDown(screen.getByRole("menuitemradio", { name: "Apple" }));
    expect(screen.queryByRole("menu")).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole("menu")).toBeNull();
    openWithClick();
    fireEvent.pointerDown(button());
    openWithClick();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("focus moving out (Tab) closes it; focus lost to nothing does not", () => {
    render(<FruitMenu />);
    openWithClick();
    const apple = screen.getByRole("menuitemradio", { name: "Apple" });
    fireEvent.blur(apple, { relatedTarget: null });
    expect(screen.queryByRole("menu")).not.toBeNull();
    fireEvent.blur(apple, { relatedTarget: screen.getByRole("button", { name: "After" }) });
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
