// The works module's front door (My Works: the provider's albums).

export { listProviderPortfolio } from './list-provider-portfolio';
export { default as worksRoutes } from './routes';
