// The service-areas module's front door.
export { listProviderLocations, listServicedZipcodes, replaceProviderLocations } from './replace-provider-locations';
