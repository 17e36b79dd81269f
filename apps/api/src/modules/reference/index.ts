// The reference-data module's front door.
export { default as referenceRoutes } from './routes';
export { listServiceTypes } from './service';
