// The reviews module's front door.

export { replyOf } from './list-provider-reviews';
export { default as reviewsRoutes } from './routes';
export { type RatingTotals, ratingTotalsSql, summarizeRatings, summarizeTotals } from './summarize-ratings';
