// The saved-searches module's front door.
// - savedSearchesRoutes: GET/POST /api/saved_searches, PATCH/DELETE /api/saved_searches/:id.
// - notifySavedSearchMatches(tx, projectId): the 'Saved Search Match' alerts of a newly posted
//   project, once per (search, project); call it inside the posting transaction.
export { notifySavedSearchMatches } from './notify-saved-search-matches';
export { default as savedSearchesRoutes } from './routes';
