import { z } from "zod";
import { ZBlankNumbers, ZOptionMap, ZPicUrl } from "./shared";

export const DIAGRAM_LABEL_COMPLETION = "DIAGRAM_LABEL_COMPLETION" as const;

/** Label a diagram: the picture shows numbered blanks; textContents may describe them with {N}. */
export const ZDiagramLabelCompletionContent = z.strictObject({
  title: z.string().optional(),
  textContents: z.array(z.string()).optional(),
  picURL: ZPicUrl,
  wordBank: ZOptionMap.optional(),
  blankNumbers: ZBlankNumbers,
});
export type TDiagramLabelCompletionContent = z.infer<typeof ZDiagramLabelCompletionContent>;
