// The projects module's front door: the provider's side of the marketplace.
export { areaCentres, milesFromNearestCentre } from './area-distance';
export {
  findProviderProject,
  type LoadLeadCard,
  type ProviderProject,
  projectNotFound,
} from './get-provider-project';
export { leadDiscountPercentSql } from './lead-discount';
export { listProviderProjects, PROVIDER_LISTS } from './list-provider-projects';
export { markProviderProject } from './mark-provider-project';
export { placeBid } from './place-bid';
export { default as projectsRoutes, type ProjectsRoutesOptions } from './routes';
