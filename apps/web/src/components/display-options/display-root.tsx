import { type ReactNode, useState } from "react";
import { useTheme } from "../../lib/theme";
import styles from "./display-root.module.css";
import { textSizeVars } from "./display-settings";
import { OptionsDialog } from "./options-dialog";
import { useDisplaySettings } from "./use-display-settings";

type TProps = {
  /** The screen's own layout class, added to the root's colour and size contract. */
  className?: string;
  testId?: string;
  /** Renders the screen; openOptions opens the Options dialog (the screen's Options button). */
  children: (openOptions: () => void) => ReactNode;
};

/**
 * The root of a screen with display options: it carries the chosen contrast and text size as
 * --rt-* custom properties, and owns the Options dialog. The reading tests and the writing editor share it.
 */
export function DisplayRoot({ className, testId, children }: TProps) {
  const theme = useTheme();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const display = useDisplaySettings();
  // Nothing chosen yet: the screen follows the app theme, and the dialog ticks the mode that theme resembles.
  const shownContrast = display.settings.contrast ?? (theme === "dark" ? "white-on-black" : "black-on-white");
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-contrast={display.settings.contrast ?? "theme"}
      data-text-size={display.settings.textSize}
      style={textSizeVars(display.settings.textSize)}
      data-testid={testId}
    >
      {children(() => setOptionsOpen(true))}
      <OptionsDialog
        open={optionsOpen}
        onClose={() => setOptionsOpen(false)}
        contrast={shownContrast}
        textSize={display.settings.textSize}
        onContrast={display.setContrast}
        onTextSize={display.setTextSize}
      />
    </div>
  );
}
