// The review's public entry: all that other features may use of it. The administrator's preview shows its
// locally graded draft in the review's own screen.

export type { TReviewData } from "./review.api";
export { ReviewScreen } from "./review-screen";
