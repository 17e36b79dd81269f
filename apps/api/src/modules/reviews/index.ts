// The reviews module's front door.
export { default as reviewsRoutes } from './routes';
export { type RatingTotals, ratingTotalsSql, summarizeRatings, summarizeTotals } from './summarize-ratings';
export { replyOf } from './list-provider-reviews';
