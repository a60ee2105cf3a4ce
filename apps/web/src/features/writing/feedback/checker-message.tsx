/**
 * harper's plain message, with its `quoted` words shown as code. Only React text nodes: the checker's words
 * (which quote the learner's own text) are never read as HTML.
 */
export function CheckerMessage({ message }: { message: string }) {
  const parts = message.split("`");
  // An odd count of backticks leaves an unmatched one: show the message as it is.
  if (parts.length % 2 === 0) return <>{message}</>;
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message are positional
        i % 2 === 1 ? <code key={i}>{part}</code> : <span key={i}>{part}</span>,
      )}
    </>
  );
}

/** A flagged span as the list shows it: a lone space or line break gets a visible name. */
export function shownProblem(problem: string, spaceLabel: string): string {
  return problem.trim() === "" ? spaceLabel : problem;
}
