// The Available Projects map's labels: only the map's chunk imports them, so the list's first load
// carries none. Relative imports only: the e2e tests import it.
import { projectScreenTexts } from './texts';

export const projectMapTexts = {
  mapLabel: 'Map of your service area and the projects on this page',
  mapHelp: 'Drag or use the arrow keys to move the map, scroll or press + and − to zoom, 0 to fit your area again.',
  mapPoints: 'Projects on the map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fitArea: 'Fit the map to your service area',
  loadingMap: projectScreenTexts.loadingMap,
  mapFailed: 'The state and county outlines could not be loaded.',
  legendArea: 'Your service area',
  legendProject: 'A project (several in one zip code are spread around it)',
  notOnMap: 'Projects whose zip code has no place on the map',
  /** A point's name: what opens, where, for how much. */
  mapPointName: (title: string, place: string, budget: string | null) =>
    [title, place, budget === null ? 'no budget given' : `Budget ${budget}`].filter(Boolean).join(', '),
} as const;
