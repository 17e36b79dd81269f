// The reviews module's front door.
export { default as reviewsRoutes } from './routes';
export { ratingTotalsSql, summarizeRatings, summarizeTotals } from './summarize-ratings';
