// The Available Projects map's geometry: the projection fitted to the provider's area, the zoom and
// pan of the view, and where each project's point goes. Pure functions, so they are tested alone;
// the map component draws with them.
import { type GeoProjection, geoCircle, geoMercator } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';

/** Miles in one degree of a great circle (the Earth's mean radius, 3,958.8 miles). */
export const MILES_PER_DEGREE = (2 * Math.PI * 3958.8) / 360;

/** How far the view zooms in and out from the fitted view, and how much one step changes it. */
export const ZOOM_LIMITS = { min: 1 / 64, max: 32 } as const;
export const ZOOM_STEP = 2;
/** How far one arrow key moves the map, in pixels. */
export const PAN_STEP = 80;

/** A place on the map: degrees of latitude and longitude. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A service area: the circle of `radius` miles around its centre. */
export interface MapArea extends LatLng {
  radius: number;
}

/** The view over the projected map: screen = k × projected + (x, y). */
export interface MapView {
  k: number;
  x: number;
  y: number;
}

export interface MapSize {
  width: number;
  height: number;
}

export const FITTED_VIEW: MapView = { k: 1, x: 0, y: 0 };

/** An area's outline: the circle of its radius around its centre, as GeoJSON (longitude first). */
export function areaCircle(area: MapArea): Feature<Geometry> {
  const geometry = geoCircle()
    .center([area.longitude, area.latitude])
    .radius(area.radius / MILES_PER_DEGREE)
    .precision(2)();
  return { type: 'Feature', properties: {}, geometry };
}

/** What the map opens on: every area's circle and every point, or the points alone without areas. */
export function mapFocus(areas: readonly MapArea[], points: readonly LatLng[]): FeatureCollection<Geometry> {
  const features: Array<Feature<Geometry>> = areas.map(areaCircle);
  if (points.length)
    features.push({
      type: 'Feature',
      properties: {},
      geometry: { type: 'MultiPoint', coordinates: points.map((point) => [point.longitude, point.latitude]) },
    });
  return { type: 'FeatureCollection', features };
}

/** The middle longitude of the places: the projection turns the globe so it stands at the centre. */
function middleLongitude(places: readonly LatLng[]): number {
  if (!places.length) return -98.5;
  const longitudes = places.map((place) => place.longitude);
  return (Math.min(...longitudes) + Math.max(...longitudes)) / 2;
}

/**
 * A Mercator projection turned to the places' middle longitude (so the map never splits at the
 * 180th meridian near them) and fitted to `focus` inside `size`, `padding` pixels from each edge.
 * It never opens closer than about 20 miles across (a lone point, a tiny area).
 */
export function fittedProjection(
  focus: FeatureCollection<Geometry>,
  places: readonly LatLng[],
  size: MapSize,
  padding = 24,
): GeoProjection {
  const projection = geoMercator().rotate([-middleLongitude(places), 0]);
  const middle: [number, number] = [size.width / 2, size.height / 2];
  const [first] = places;
  let centre: [number, number] = first ? [first.longitude, first.latitude] : [-98.5, 39.5];
  if (focus.features.length) {
    const inner: [[number, number], [number, number]] = [
      [padding, padding],
      [Math.max(padding + 1, size.width - padding), Math.max(padding + 1, size.height - padding)],
    ];
    projection.fitExtent(inner, focus);
    const scale = projection.scale();
    // A lone point has no extent at all (an infinite scale): it keeps its own centre.
    if (Number.isFinite(scale)) {
      centre = projection.invert?.(middle) ?? centre;
      if (scale <= closestScale(size, centre[1])) return projection;
    }
  }
  // Closer than that: the same middle, from further away.
  projection.scale(closestScale(size, centre[1])).translate(middle);
  const at = projection(centre) ?? middle;
  const [tx, ty] = projection.translate();
  return projection.translate([tx + middle[0] - at[0], ty + middle[1] - at[1]]);
}

/**
 * The Mercator scale at which `size`'s smaller side spans about 20 miles at `latitude` (Mercator
 * stretches a mile by 1 / cos(latitude)): the closest the map opens.
 */
function closestScale(size: MapSize, latitude: number): number {
  const radians = 20 / MILES_PER_DEGREE / (180 / Math.PI);
  return (Math.min(size.width, size.height) * Math.cos((latitude * Math.PI) / 180)) / radians;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view zoomed by `factor` (within ZOOM_LIMITS) so that the screen point `at` stays where it is. */
export function zoomAround(view: MapView, factor: number, at: readonly [number, number]): MapView {
  const k = clamp(view.k * factor, ZOOM_LIMITS.min, ZOOM_LIMITS.max);
  const applied = k / view.k;
  return { k, x: at[0] - (at[0] - view.x) * applied, y: at[1] - (at[1] - view.y) * applied };
}

/** The view moved by (dx, dy) screen pixels. */
export const panBy = (view: MapView, dx: number, dy: number): MapView => ({ ...view, x: view.x + dx, y: view.y + dy });

/** Where a projected point shows on the screen under the view. */
export const onScreen = (view: MapView, [px, py]: readonly [number, number]): [number, number] => [
  view.k * px + view.x,
  view.k * py + view.y,
];

/** The view moved the least so that the screen point `at` lies at least `margin` inside `size`. */
export function bringIntoView(view: MapView, at: readonly [number, number], size: MapSize, margin = 32): MapView {
  const dx = clamp(at[0], margin, Math.max(margin, size.width - margin)) - at[0];
  const dy = clamp(at[1], margin, Math.max(margin, size.height - margin)) - at[1];
  return dx || dy ? panBy(view, dx, dy) : view;
}

/**
 * Screen offsets that spread `count` points sharing one place so none hides another: a sunflower
 * spiral (each point turned by the golden angle, its distance growing with the square root of its
 * number), the closest two about `spacing` pixels apart. One point stays on its place.
 */
export function spreadOffsets(count: number, spacing = 30): Array<[number, number]> {
  if (count <= 1) return [[0, 0]];
  const golden = Math.PI * (3 - Math.sqrt(5));
  // Measured: at 0.65 × spacing per step the nearest neighbours of any count stay `spacing` apart.
  const step = 0.65 * spacing;
  return Array.from({ length: count }, (_, index) => {
    const distance = step * Math.sqrt(index + 0.5);
    const angle = index * golden;
    return [distance * Math.cos(angle), distance * Math.sin(angle)];
  });
}

/** The items grouped by their place (same latitude and longitude), in the order each place first comes. */
export function groupByPlace<T extends LatLng>(items: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = `${item.latitude},${item.longitude}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}
