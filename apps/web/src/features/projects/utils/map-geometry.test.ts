import { geoBounds, geoDistance } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import {
  areaCircle,
  bringIntoView,
  FITTED_VIEW,
  fittedProjection,
  groupByPlace,
  MILES_PER_DEGREE,
  mapFocus,
  onScreen,
  panBy,
  spreadOffsets,
  ZOOM_LIMITS,
  zoomAround,
} from './map-geometry';

const MANHATTAN = { latitude: 40.75, longitude: -73.99, radius: 30 };
const SIZE = { width: 800, height: 500 };
const PADDING = 24;
const EARTH_RADIUS_MILES = 3958.8;

/** The projected box of a feature's outline: its screen extent. */
function screenBox(points: Array<[number, number]>) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('areaCircle', () => {
  it('draws the circle of the radius in miles around the centre', () => {
    const circle = areaCircle(MANHATTAN);
    expect(circle.geometry.type).toBe('Polygon');
    const edge = circle.geometry.type === 'Polygon' ? (circle.geometry.coordinates[0] ?? []) : [];
    expect(edge.length).toBeGreaterThan(100);
    for (const [longitude, latitude] of edge) {
      const miles = geoDistance([longitude as number, latitude as number], [MANHATTAN.longitude, MANHATTAN.latitude]);
      expect(miles * EARTH_RADIUS_MILES).toBeCloseTo(30, 1);
    }
    // 30 miles north and south of 40.75°: about 0.43° of latitude either way.
    const [[, south], [, north]] = geoBounds(circle);
    expect(north - MANHATTAN.latitude).toBeCloseTo(30 / MILES_PER_DEGREE, 2);
    expect(MANHATTAN.latitude - south).toBeCloseTo(30 / MILES_PER_DEGREE, 2);
  });
});

describe('fittedProjection', () => {
  it('fits the area inside the map, its centre in the middle, touching the padding on one side', () => {
    const projection = fittedProjection(mapFocus([MANHATTAN], []), [MANHATTAN], SIZE, PADDING);
    const [x, y] = projection([MANHATTAN.longitude, MANHATTAN.latitude]) ?? [Number.NaN, Number.NaN];
    // Mercator stretches the circle's north a little more than its south: the centre sits a pixel off.
    expect(Math.abs(x - SIZE.width / 2)).toBeLessThan(2);
    expect(Math.abs(y - SIZE.height / 2)).toBeLessThan(2);
    const shape = areaCircle(MANHATTAN).geometry;
    const outline = (shape.type === 'Polygon' ? (shape.coordinates[0] ?? []) : []).map(
      ([longitude, latitude]): [number, number] => projection([longitude as number, latitude as number]) ?? [0, 0],
    );
    const box = screenBox(outline);
    expect(box.top).toBeGreaterThanOrEqual(PADDING - 0.5);
    expect(box.bottom).toBeLessThanOrEqual(SIZE.height - PADDING + 0.5);
    expect(box.left).toBeGreaterThanOrEqual(PADDING - 0.5);
    expect(box.right).toBeLessThanOrEqual(SIZE.width - PADDING + 0.5);
    // The map is wider than tall: the circle fills the height.
    expect(box.bottom - box.top).toBeCloseTo(SIZE.height - 2 * PADDING, 0);
  });

  it('fits several areas together', () => {
    const chicago = { latitude: 41.88, longitude: -87.63, radius: 10 };
    const projection = fittedProjection(mapFocus([MANHATTAN, chicago], []), [MANHATTAN, chicago], SIZE, PADDING);
    for (const area of [MANHATTAN, chicago]) {
      const [x, y] = projection([area.longitude, area.latitude]) ?? [Number.NaN, Number.NaN];
      expect(x).toBeGreaterThan(PADDING);
      expect(x).toBeLessThan(SIZE.width - PADDING);
      expect(y).toBeGreaterThan(PADDING);
      expect(y).toBeLessThan(SIZE.height - PADDING);
    }
    const [chicagoX] = projection([chicago.longitude, chicago.latitude]) ?? [0];
    const [newYorkX] = projection([MANHATTAN.longitude, MANHATTAN.latitude]) ?? [0];
    expect(chicagoX).toBeLessThan(newYorkX);
  });

  it('opens on about 20 miles across around a lone point, and never closer for a tiny area', () => {
    const point = { latitude: 37.79, longitude: -122.4 };
    const lone = fittedProjection(mapFocus([], [point]), [point], SIZE, PADDING);
    const [x, y] = lone([point.longitude, point.latitude]) ?? [Number.NaN, Number.NaN];
    expect(x).toBeCloseTo(SIZE.width / 2, 3);
    expect(y).toBeCloseTo(SIZE.height / 2, 3);
    const [left] = lone.invert?.([0, SIZE.height / 2]) ?? [Number.NaN];
    const [right] = lone.invert?.([SIZE.width, SIZE.height / 2]) ?? [Number.NaN];
    const topEdge = lone.invert?.([SIZE.width / 2, 0]) ?? [0, 0];
    const bottomEdge = lone.invert?.([SIZE.width / 2, SIZE.height]) ?? [0, 0];
    expect(geoDistance(topEdge, bottomEdge) * EARTH_RADIUS_MILES).toBeCloseTo(20, 0);
    expect(right).toBeGreaterThan(left);

    const tiny = { ...point, radius: 0.5 };
    const small = fittedProjection(mapFocus([tiny], []), [tiny], SIZE, PADDING);
    expect(Math.abs(small.scale() / lone.scale() - 1)).toBeLessThan(1e-4);
    const [sx, sy] = small([point.longitude, point.latitude]) ?? [Number.NaN, Number.NaN];
    expect(Math.abs(sx - SIZE.width / 2)).toBeLessThan(1);
    expect(Math.abs(sy - SIZE.height / 2)).toBeLessThan(1);
  });

  it('keeps a place across the 180th meridian beside its neighbours', () => {
    const adak = { latitude: 51.88, longitude: -176.66, radius: 20 };
    const attu = { latitude: 52.9, longitude: 173.2, radius: 20 };
    const projection = fittedProjection(mapFocus([adak, attu], []), [adak, attu], SIZE, PADDING);
    for (const area of [adak, attu]) {
      const [x] = projection([area.longitude, area.latitude]) ?? [Number.NaN];
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(SIZE.width);
    }
  });
});

describe('zoom and pan', () => {
  it('zooms around a screen point, which stays where it is', () => {
    const at: [number, number] = [300, 200];
    const projected: [number, number] = [420, 260];
    const start = panBy(FITTED_VIEW, 15, -40);
    const [bx, by] = onScreen(start, at);
    const zoomed = zoomAround(start, 2, [bx, by]);
    expect(zoomed.k).toBe(2);
    const [ax, ay] = onScreen(zoomed, at);
    expect(ax).toBeCloseTo(bx, 9);
    expect(ay).toBeCloseTo(by, 9);
    // A point elsewhere moves away from it, twice as far.
    const [px, py] = onScreen(zoomed, projected);
    const [qx, qy] = onScreen(start, projected);
    expect(px - ax).toBeCloseTo(2 * (qx - bx), 9);
    expect(py - ay).toBeCloseTo(2 * (qy - by), 9);
  });

  it('stops at the zoom limits', () => {
    let view = FITTED_VIEW;
    for (let i = 0; i < 20; i += 1) view = zoomAround(view, 2, [400, 250]);
    expect(view.k).toBe(ZOOM_LIMITS.max);
    for (let i = 0; i < 40; i += 1) view = zoomAround(view, 0.5, [400, 250]);
    expect(view.k).toBe(ZOOM_LIMITS.min);
  });

  it('brings an off-screen point inside the margin with the smallest move, and leaves a visible one', () => {
    const view = { k: 2, x: -100, y: 50 };
    expect(bringIntoView(view, [400, 250], SIZE, 32)).toBe(view);
    const moved = bringIntoView(view, [900, -40], SIZE, 32);
    expect(moved).toEqual({ k: 2, x: -100 - (900 - (SIZE.width - 32)), y: 50 + (32 + 40) });
  });
});

describe('points sharing a zip code', () => {
  it('groups projects by their place, in the order each place first comes', () => {
    const a = { id: 1, latitude: 40.75, longitude: -73.99 };
    const b = { id: 2, latitude: 40.71, longitude: -74.01 };
    const c = { id: 3, latitude: 40.75, longitude: -73.99 };
    expect(groupByPlace([a, b, c])).toEqual([[a, c], [b]]);
    expect(groupByPlace([])).toEqual([]);
  });

  it('keeps a lone point on its place and spreads several so that none covers another', () => {
    expect(spreadOffsets(1)).toEqual([[0, 0]]);
    for (const count of [2, 3, 7, 30]) {
      const offsets = spreadOffsets(count, 30);
      expect(offsets).toHaveLength(count);
      let closest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < count; i += 1)
        for (let j = i + 1; j < count; j += 1) {
          const [ax, ay] = offsets[i] ?? [0, 0];
          const [bx, by] = offsets[j] ?? [0, 0];
          closest = Math.min(closest, Math.hypot(ax - bx, ay - by));
        }
      // The points are 28 px wide: their centres stay further apart than that, and close to their place.
      expect(closest).toBeGreaterThanOrEqual(29);
      const farthest = Math.max(...offsets.map(([x, y]) => Math.hypot(x, y)));
      expect(farthest).toBeLessThanOrEqual(30 * Math.sqrt(count / 2));
    }
  });
});
