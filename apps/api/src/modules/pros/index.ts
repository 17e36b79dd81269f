// The pros module's front door: a pro as customers see them, the card on each bid and the
// public profile.
export { loadProCards } from './load-pro-cards';
export { firstAnswerMinutes } from './response-times';
export { default as prosRoutes } from './routes';
