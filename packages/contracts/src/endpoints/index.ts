// Every API call, by name: scripts/generate-endpoints.mjs (which writes the web app's typed client)
// and the API's route tests read this list. Add each new area's file here.
export * from './accounts';
export * from './auth';
export * from './billing';
export * from './certificates';
export * from './chat';
export * from './content';
export * from './customer-projects';
export * from './health';
export * from './leads';
export * from './notifications';
export * from './performance';
export * from './profile';
export * from './projects';
export * from './pros';
export * from './quotes';
export * from './reference';
export * from './reviews';
export * from './saved-searches';
export * from './spend-control';
export * from './subscriptions';
export * from './wallet';
export * from './works';
