import type { TSummaryCompletionContent } from "@bandcraft/contract/question-types/summary-completion";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { TBlankContext } from "../shared/blank-text";
import { BlankText } from "../shared/blank-text";
import { Picture } from "../shared/picture";
import styles from "./summary-completion.module.css";

type TBodyProps<K extends "summary" | "notes" | "table" | "flowChart"> = {
  body: NonNullable<TSummaryCompletionContent[K]>;
  ctx: TBlankContext;
};

const lines = (text: string) => text.split("\n").filter((line) => line.trim() !== "");

/** The texts of a body that may hold {N} markers, to find the numbers no text places. */
export function bodyTexts(content: TSummaryCompletionContent): string[] {
  switch (content.completionType) {
    case "summary":
      return lines(content.summary?.content ?? "");
    case "notes":
      return content.notes?.textContents ?? [];
    case "table":
      return [...(content.table?.headers ?? []), ...(content.table?.rows.flat() ?? [])];
    case "flow_chart":
      return content.flowChart?.steps ?? [];
  }
}

/** A summary: paragraphs of running text. */
export function SummaryBody({ body, ctx }: TBodyProps<"summary">) {
  return (
    <div className={styles.summary}>
      {lines(body.content).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content lines never reorder
        <p key={i}>
          <BlankText text={line} ctx={ctx} />
        </p>
      ))}
    </div>
  );
}

const BULLET = /^\s*[-•*]\s+/;

/** Notes: lines starting with "-" or "•" are bullet points; other lines are the headings above them. */
export function NotesBody({ body, ctx }: TBodyProps<"notes">) {
  const { t } = useTranslation();
  return (
    <div className={styles.notes}>
      {body.picURL ? <Picture src={body.picURL} alt={t("questionTypes.summaryCompletion.notesPicture")} /> : null}
      {body.textContents.map((line, i) =>
        BULLET.test(line) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content lines never reorder
          <p key={i} className={styles.bullet}>
            <span aria-hidden="true">•</span>
            <span>
              <BlankText text={line.replace(BULLET, "")} ctx={ctx} />
            </span>
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content lines never reorder
          <p key={i} className={styles.noteHeading}>
            <BlankText text={line} ctx={ctx} />
          </p>
        ),
      )}
    </div>
  );
}

/** A table: header cells, then rows whose cells may hold blanks. */
export function TableBody({ body, ctx }: TBodyProps<"table">) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      {body.picURL ? <Picture src={body.picURL} alt={t("questionTypes.summaryCompletion.tablePicture")} /> : null}
      {body.headers.length > 0 || body.rows.length > 0 ? (
        <table className={styles.table}>
          {body.headers.length > 0 ? (
            <thead>
              <tr>
                {body.headers.map((header, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static header cells never reorder
                  <th key={i} scope="col">
                    <BlankText text={header} ctx={ctx} />
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {body.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static rows never reorder
              <tr key={r}>
                {row.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static cells never reorder
                  <td key={c}>
                    <BlankText text={cell} ctx={ctx} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/**
 * A flow chart. With steps, the steps are the chart (boxes joined by arrows, blanks inline) and the
 * picture, which shows the same boxes, folds away below them; without steps the picture is the chart.
 */
export function FlowChartBody({ body, ctx }: TBodyProps<"flowChart">) {
  const { t } = useTranslation();
  const steps = body.steps ?? [];
  const picture = body.picURL ? (
    <Picture src={body.picURL} alt={body.title ?? t("questionTypes.summaryCompletion.flowChartPicture")} />
  ) : null;
  return (
    <div className={styles.flowChart}>
      {body.title ? <p className={styles.flowTitle}>{body.title}</p> : null}
      {steps.length === 0 ? picture : null}
      {steps.length > 0 ? (
        <ol className={styles.steps} aria-label={t("questionTypes.summaryCompletion.steps")}>
          {steps.map((step, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static steps never reorder
            <Fragment key={i}>
              {i > 0 ? (
                <li className={styles.arrow} aria-hidden="true">
                  ↓
                </li>
              ) : null}
              <li className={styles.step}>
                <BlankText text={step} ctx={ctx} />
              </li>
            </Fragment>
          ))}
        </ol>
      ) : null}
      {steps.length > 0 && picture ? (
        <details className={styles.pictureToggle}>
          <summary>{t("questionTypes.summaryCompletion.showPicture")}</summary>
          {picture}
        </details>
      ) : null}
    </div>
  );
}
