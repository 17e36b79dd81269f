// The reference-data module's front door.
export { default as referenceRoutes } from './routes';
export { listServiceTypes, listSubTypeQuestions } from './service';
