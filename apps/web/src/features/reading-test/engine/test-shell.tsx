import type { ReactNode } from "react";
import { DisplayRoot } from "../../../components/display-options/display-root";
import { DragDropProvider } from "./drag-drop";
import { useLocalScreen } from "./local-screen";
import { RefreshGuard } from "./refresh-guard";
import styles from "./test-screen.module.css";

type TProps = {
  /** Refresh protection and the options stay until results show. */
  inProgress: boolean;
  /** Renders the screen; openOptions opens the Options dialog (the top bar's button). */
  children: (openOptions: () => void) => ReactNode;
};

/**
 * What both tests wrap their screen in: the full-window root carrying the chosen
 * contrast and text size (with the Options dialog), drag and drop, and the refresh guard.
 */
export function TestShell({ inProgress, children }: TProps) {
  const local = useLocalScreen();
  return (
    <DisplayRoot className={styles.root} testId="reading-test-root">
      {(openOptions) => (
        <>
          {local?.notice}
          <DragDropProvider>{children(openOptions)}</DragDropProvider>
          {/* A screen that keeps nothing has no work a reload could bring back, as the guard's dialog promises. */}
          <RefreshGuard active={inProgress && local === null} />
        </>
      )}
    </DisplayRoot>
  );
}
