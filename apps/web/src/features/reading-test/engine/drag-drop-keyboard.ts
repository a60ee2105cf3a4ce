import type { Activators, SensorInstance, SensorProps } from "@dnd-kit/core";

type TCoordinates = { x: number; y: number };

import { stepTarget } from "./drag-drop-rules";

const FORWARD = new Set(["ArrowDown", "ArrowRight"]);
const BACKWARD = new Set(["ArrowUp", "ArrowLeft"]);

/**
 * Keyboard dragging that jumps between drop targets: Space picks the focused option up, the arrow
 * keys move it to the next or previous target of its group, Space or Enter drops it, Escape or Tab
 * cancels. dnd-kit's own KeyboardSensor moves 25 px a press and, near the bottom of the panel the
 * option started in, scrolls that panel instead of moving, so it cannot reach a slot in the passage.
 */
export class JumpKeyboardSensor implements SensorInstance {
  autoScrollEnabled = false;
  static activators: Activators<Record<string, never>> = [
    {
      eventName: "onKeyDown",
      handler: (event, _options, { active }) => {
        const { code } = event.nativeEvent as KeyboardEvent;
        if (code !== "Space") return false;
        const activator = active.activatorNode.current;
        if (activator && event.target !== activator) return false;
        event.preventDefault();
        return true;
      },
    },
  ];

  private readonly props: SensorProps<Record<string, never>>;
  private readonly doc: Document;
  /** The translation applied so far; each move corrects it by where the dragged rect really is. */
  private delta: TCoordinates = { x: 0, y: 0 };

  constructor(props: SensorProps<Record<string, never>>) {
    this.props = props;
    this.doc = props.activeNode.node.current?.ownerDocument ?? document;
    props.onStart({ x: 0, y: 0 });
    // Listen from the next tick, or the Space that started the drag would also end it.
    setTimeout(() => this.doc.addEventListener("keydown", this.onKeyDown));
    window.addEventListener("resize", this.cancel);
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event.code === "Space" || event.code === "Enter") {
      event.preventDefault();
      this.detach();
      this.props.onEnd();
      return;
    }
    if (event.code === "Escape" || event.code === "Tab") {
      this.cancel(event);
      return;
    }
    const forward = FORWARD.has(event.code);
    if (!forward && !BACKWARD.has(event.code)) return;
    event.preventDefault();
    const context = this.props.context.current;
    const target = stepTarget(context, forward);
    const dragged = context.collisionRect;
    if (!target || !dragged) return;
    this.delta = {
      x: this.delta.x + target.left + target.width / 2 - (dragged.left + dragged.width / 2),
      y: this.delta.y + target.top + target.height / 2 - (dragged.top + dragged.height / 2),
    };
    this.props.onMove(this.delta);
  };

  private readonly cancel = (event?: Event) => {
    event?.preventDefault();
    this.detach();
    this.props.onCancel();
  };

  private detach() {
    this.doc.removeEventListener("keydown", this.onKeyDown);
    window.removeEventListener("resize", this.cancel);
  }
}
