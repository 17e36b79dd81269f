// The service-areas module's front door.

export { distanceMiles, type LatLng } from './distance-miles';
export {
  assertKnownZip,
  listProviderLocations,
  listServicedZipcodes,
  replaceProviderLocations,
} from './replace-provider-locations';
