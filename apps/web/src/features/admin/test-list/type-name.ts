/**
 * A question type's code in title case:
 * "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION" → "Summary Note Table Flow Chart Completion".
 */
export function titleCaseType(code: string): string {
  return code
    .split(/[_\s]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}
