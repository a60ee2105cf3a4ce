import { useCallback, useState } from "react";
import { CONTRASTS, type TContrast, TEXT_SIZES, type TTextSize } from "./display-settings";

/** localStorage key of the test's contrast and text size (display settings are local values). */
export const DISPLAY_KEY = "bandcraft.readingDisplay";

/** null contrast: nothing chosen yet, so the test follows the app's light or dark theme. */
export type TStoredDisplay = { contrast: TContrast | null; textSize: TTextSize };

function read(): TStoredDisplay {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? "null");
    const r = typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
    const contrast = CONTRASTS.find((c) => c === r.contrast) ?? null;
    const textSize = TEXT_SIZES.find((s) => s === r.textSize) ?? "regular";
    return { contrast, textSize };
  } catch {
    return { contrast: null, textSize: "regular" };
  }
}

/** The test's display settings, remembered across tests on this browser. */
export function useDisplaySettings() {
  const [settings, setSettings] = useState<TStoredDisplay>(read);
  const update = useCallback((change: Partial<TStoredDisplay>) => {
    setSettings((prev) => {
      const next = { ...prev, ...change };
      try {
        localStorage.setItem(DISPLAY_KEY, JSON.stringify(next));
      } catch {
        // Without storage the choice lasts for this test only.
      }
      return next;
    });
  }, []);
  return {
    settings,
    setContrast: (contrast: TContrast) => update({ contrast }),
    setTextSize: (textSize: TTextSize) => update({ textSize }),
  };
}
