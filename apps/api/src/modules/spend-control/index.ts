// The spend-control module's front door: spending caps on lead purchases and return on spend.
export { assertWithinSpendCaps, readSpendState, spendCapRefusal } from './assert-within-spend-caps';
export { default as spendControlRoutes } from './routes';
