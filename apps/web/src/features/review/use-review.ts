import { useQuery } from "@tanstack/react-query";
import { fetchReview, type TReviewParams } from "./review-api";

/** The review fetch as a query; its 429 retries live in fetchReview, so the query itself never retries. */
export function useReview(params: TReviewParams) {
  return useQuery({
    queryKey: ["reading-review", params.testTakerID ?? "", params.readingPracticeID ?? ""],
    queryFn: ({ signal }) => fetchReview(params, { signal }),
    retry: false,
    // A submission never changes (the server keeps its own snapshot), so a loaded review stays fresh.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
