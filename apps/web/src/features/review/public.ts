// The review's public entry: all that other features may use of it. The administrator's preview shows its
// locally graded draft in the review's own screen; a teacher reads a learner's assigned paper in it, loaded
// through the review's own reading of the reply from the teacher's call.

export { loadReview, ReviewError, type TReviewData, type TReviewSource } from "./review.api";
export { ReviewScreen } from "./review-screen";
