import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeometryCollection, Topology } from 'topojson-specification';
// The U.S. Census Bureau's state and county outlines (TopoJSON, 1:10,000,000), shipped with the build
// as a static file of our own origin (precompressed and cached like the scripts): no tile server, nothing
// fetched from elsewhere. Only the map's chunk imports this, so the file loads when the map opens.
import usAtlasUrl from 'us-atlas/counties-10m.json?url';
import { projectsKeys } from './query-keys';

/** counties-10m.json: the counties (ids are their 5-digit FIPS codes, the state's two first), states and the nation. */
export type UsAtlas = Topology<{
  counties: GeometryCollection;
  states: GeometryCollection;
  nation: GeometryCollection;
}>;

export async function getUsAtlas(signal?: AbortSignal): Promise<UsAtlas> {
  const response = await fetch(usAtlasUrl, { signal });
  if (!response.ok) throw new Error(`The map outlines answered ${response.status}`);
  return (await response.json()) as UsAtlas;
}

export const usAtlasQueryOptions = () =>
  queryOptions({
    queryKey: projectsKeys.usAtlas(),
    queryFn: ({ signal }) => getUsAtlas(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useUsAtlas() {
  return useQuery(usAtlasQueryOptions());
}
