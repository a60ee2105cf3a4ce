import type { CSSProperties } from "react";

/** Contrast modes of the Options dialog. */
export const CONTRASTS = ["black-on-white", "white-on-black", "yellow-on-black"] as const;
export type TContrast = (typeof CONTRASTS)[number];

/** Text sizes of the Options dialog. */
export const TEXT_SIZES = ["regular", "large", "extra-large"] as const;
export type TTextSize = (typeof TEXT_SIZES)[number];

export type TDisplaySettings = { contrast: TContrast; textSize: TTextSize };
export const DEFAULT_DISPLAY: TDisplaySettings = { contrast: "black-on-white", textSize: "regular" };

/** Pixel sizes per text size: title / content / question / instruction / option. */
export const TEXT_SIZE_PX: Readonly<
  Record<TTextSize, { title: number; content: number; question: number; instruction: number; option: number }>
> = {
  regular: { title: 22, content: 17, question: 16, instruction: 16, option: 13 },
  large: { title: 24, content: 20, question: 18, instruction: 18, option: 15 },
  "extra-large": { title: 28, content: 22, question: 20, instruction: 20, option: 17 },
};

/** The --rt-*-size custom properties the engine puts on the test root; modules only read them. */
export function textSizeVars(size: TTextSize): CSSProperties {
  const px = TEXT_SIZE_PX[size];
  return {
    "--rt-title-size": `${px.title}px`,
    "--rt-content-size": `${px.content}px`,
    "--rt-question-size": `${px.question}px`,
    "--rt-instruction-size": `${px.instruction}px`,
    "--rt-option-size": `${px.option}px`,
  } as CSSProperties;
}
