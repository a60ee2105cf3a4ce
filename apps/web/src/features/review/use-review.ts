import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchReview, type TReviewParams } from "./review.api";

/** The review fetch as a query; a 429 is asked again by the app's retry rule (lib/query-retry). */
export function reviewQuery(params: TReviewParams) {
  return queryOptions({
    queryKey: ["reading-review", params.testTakerID ?? "", params.readingPracticeID ?? ""],
    queryFn: ({ signal }) => fetchReview(params, signal),
    // A submission never changes (the server keeps its own snapshot), so a loaded review stays fresh.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The review of one passage of a submitted attempt. */
export function useReview(params: TReviewParams) {
  return useQuery(reviewQuery(params));
}
