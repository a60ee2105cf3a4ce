import type { ReactNode } from "react";
import { useState } from "react";
import { useTheme } from "../../../lib/theme";
import { textSizeVars } from "./display-settings";
import { DragDropProvider } from "./drag-drop";
import { OptionsDialog } from "./options-dialog";
import { RefreshGuard } from "./refresh-guard";
import styles from "./test-screen.module.css";
import { useDisplaySettings } from "./use-display-settings";

type TProps = {
  /** Refresh protection and the options stay until results show. */
  inProgress: boolean;
  /** Renders the screen; openOptions opens the Options dialog (the top bar's button). */
  children: (openOptions: () => void) => ReactNode;
};

/**
 * What both tests wrap their screen in (reading §2.9, §2.10): the full-window root carrying the chosen
 * contrast and text size, drag and drop, the Options dialog and the refresh guard.
 */
export function TestShell({ inProgress, children }: TProps) {
  const theme = useTheme();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const display = useDisplaySettings();
  // Nothing chosen yet: the test follows the app theme, and the dialog ticks the mode that theme resembles.
  const shownContrast = display.settings.contrast ?? (theme === "dark" ? "white-on-black" : "black-on-white");
  return (
    <div
      className={styles.root}
      data-contrast={display.settings.contrast ?? "theme"}
      data-text-size={display.settings.textSize}
      style={textSizeVars(display.settings.textSize)}
      data-testid="reading-test-root"
    >
      <DragDropProvider>{children(() => setOptionsOpen(true))}</DragDropProvider>
      <OptionsDialog
        open={optionsOpen}
        onClose={() => setOptionsOpen(false)}
        contrast={shownContrast}
        textSize={display.settings.textSize}
        onContrast={display.setContrast}
        onTextSize={display.setTextSize}
      />
      <RefreshGuard active={inProgress} />
    </div>
  );
}
