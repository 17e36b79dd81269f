// The service-areas module's front door.
export {
  assertKnownZip,
  listProviderLocations,
  listServicedZipcodes,
  replaceProviderLocations,
} from './replace-provider-locations';
