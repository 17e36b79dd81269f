import type { TAvailableProjectCard, TMapServiceArea, TProjectDetailFrom } from '@homebid/contracts/projects';
import { formatDollars } from '@homebid/contracts/wallet';
import { type GeoProjection, geoPath } from 'd3-geo';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { feature, mesh } from 'topojson-client';
import { LoadFailure } from '@/components/errors/load-failure';
import { paths } from '@/config/paths';
import { type UsAtlas, useUsAtlas } from '../api/get-us-atlas';
import { projectMapTexts as t } from '../map-texts';
import { MAP_FRAME_STYLE } from '../utils/map-frame';
import {
  areaCircle,
  bringIntoView,
  FITTED_VIEW,
  fittedProjection,
  groupByPlace,
  type LatLng,
  type MapArea,
  type MapSize,
  type MapView,
  mapFocus,
  onScreen,
  PAN_STEP,
  panBy,
  spreadOffsets,
  ZOOM_STEP,
  zoomAround,
} from '../utils/map-geometry';

export interface ProjectsMapProps {
  /** The page of cards the list would show, in its order. */
  projects: readonly TAvailableProjectCard[];
  /** The provider's service areas: the map opens fitted to them. */
  areas: readonly TMapServiceArea[];
  /** Where each project's detail returns to. */
  from: TProjectDetailFrom;
}

type LocatedProject = TAvailableProjectCard & LatLng;
const isLocated = (project: TAvailableProjectCard): project is LocatedProject =>
  project.latitude !== null && project.longitude !== null;

/** The element's size in whole pixels, followed as it changes; null until measured. */
function useElementSize(ref: RefObject<HTMLElement | null>): MapSize | null {
  const [size, setSize] = useState<MapSize | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = Math.round(element.clientWidth);
      const height = Math.round(element.clientHeight);
      setSize((before) => (before?.width === width && before.height === height ? before : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** A county's state: the first two digits of its FIPS code. */
const stateOf = (county: { id?: string | number }) => String(county.id ?? '').slice(0, 2);

/** The atlas's outlines under the projection: the land, county lines within each state, state lines, the coast and borders. */
function atlasPaths(atlas: UsAtlas, projection: GeoProjection) {
  const path = geoPath(projection).digits(1);
  const { counties, states, nation } = atlas.objects;
  return {
    land: path(feature(atlas, nation)) ?? '',
    counties: path(mesh(atlas, counties, (a, b) => a !== b && stateOf(a) === stateOf(b))) ?? '',
    states: path(mesh(atlas, states, (a, b) => a !== b)) ?? '',
    border: path(mesh(atlas, nation)) ?? '',
  };
}

/**
 * The map's own styles are inline (the frame, the tooltip's width, pointer handling), so that the
 * stylesheet every page loads first gains nothing from the map: it is all in the map's chunk.
 */
const FRAME_STYLE: CSSProperties = {
  ...MAP_FRAME_STYLE,
  // Not a scroll container: a focused point outside the view never scrolls the map's box.
  overflow: 'clip',
  touchAction: 'none',
  userSelect: 'none',
};
const AREA_FILL = 'rgba(15, 118, 110, 0.15)';
const TOOLTIP_STYLE: CSSProperties = { bottom: '100%', width: 'max-content', maxWidth: '15rem' };

const budgetText = (budget: number | null) => (budget === null ? null : formatDollars(budget));
const placeOf = (project: TAvailableProjectCard) => [project.city, project.state].filter(Boolean).join(', ');

/**
 * Available Projects on a map: state and county outlines from the shipped atlas, the provider's
 * service areas (the circle of each area's radius around its zip code) and one point per project at
 * its zip code's centre, several in one zip code spread around it. It opens fitted to the areas;
 * buttons, the wheel, dragging (two fingers pinch) and the keyboard zoom and move it. Each point is
 * a link to the project named by its title, place and budget.
 */
export default function ProjectsMap({ projects, areas, from }: ProjectsMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(frameRef);
  const located = useMemo(() => projects.filter(isLocated), [projects]);
  const unlocated = useMemo(() => projects.filter((project) => !isLocated(project)), [projects]);
  // What the map fits: the areas, or the points when there are none. Kept by value, so a refetch of
  // the same page (a new array, the same places) never moves the map under the provider's hand.
  const focusJson = JSON.stringify(
    areas.length
      ? { areas: areas.map(({ latitude, longitude, radius }) => ({ latitude, longitude, radius })), points: [] }
      : { areas: [], points: located.map(({ latitude, longitude }) => ({ latitude, longitude })) },
  );
  const fitKey = size ? `${size.width}x${size.height}:${focusJson}` : '';
  const helpId = useId();
  return (
    <div className="space-y-3">
      <div ref={frameRef} className="relative rounded-2xl border border-slate-200 bg-sky-100" style={FRAME_STYLE}>
        {size && (
          <MapCanvas
            key={fitKey}
            size={size}
            focusJson={focusJson}
            located={located}
            areas={areas}
            from={from}
            helpId={helpId}
          />
        )}
      </div>
      <p id={helpId} className="text-sm text-slate-600">
        {t.mapHelp}
      </p>
      <MapLegend />
      {unlocated.length > 0 && (
        <section aria-labelledby="not-on-map" className="space-y-2">
          <h3 id="not-on-map" className="text-sm font-semibold text-slate-800">
            {t.notOnMap}
          </h3>
          <ul className="list-disc space-y-1 pl-6 text-sm">
            {unlocated.map((project) => (
              <li key={project.id}>
                <Link
                  to={paths.projectDetail(project.id, from)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {t.mapPointName(project.title, placeOf(project), budgetText(project.budget))}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function MapLegend() {
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
      <p className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block h-4 w-4 rounded-full border-2 border-brand-700"
          style={{ backgroundColor: AREA_FILL }}
        />
        {t.legendArea}
      </p>
      <p className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block h-4 w-4 rounded-full border-2 border-white bg-brand-700 shadow"
        />
        {t.legendProject}
      </p>
    </div>
  );
}

interface MapCanvasProps {
  size: MapSize;
  focusJson: string;
  located: readonly LocatedProject[];
  areas: readonly MapArea[];
  from: TProjectDetailFrom;
  /** The help text's id (how to move and zoom), which describes the map. */
  helpId: string;
}

/** A pointer's place on the page. */
type Spot = readonly [number, number];
const distance = (a: Spot, b: Spot) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The map at one size and focus (a new size or focus starts a new one, fitted again). */
function MapCanvas({ size, focusJson, located, areas, from, helpId }: MapCanvasProps) {
  const surfaceRef = useRef<HTMLDivElement>(null);
  const atlas = useUsAtlas();
  const [view, setView] = useState<MapView>(FITTED_VIEW);
  /** The point under the pointer or the focus, whose name shows beside it. */
  const [active, setActive] = useState<number | null>(null);
  const projection = useMemo(() => {
    const focus = JSON.parse(focusJson) as { areas: MapArea[]; points: LatLng[] };
    return fittedProjection(mapFocus(focus.areas, focus.points), [...focus.areas, ...focus.points], size);
  }, [focusJson, size]);
  const outlines = useMemo(() => atlas.data && atlasPaths(atlas.data, projection), [atlas.data, projection]);
  const areaPaths = useMemo(() => {
    const path = geoPath(projection).digits(1);
    return areas.map((area) => path(areaCircle(area)) ?? '');
  }, [areas, projection]);
  const points = useMemo(() => {
    const offsets = new Map<number, Spot>();
    const shared: Array<{ at: Spot; count: number }> = [];
    for (const group of groupByPlace(located)) {
      const spread = spreadOffsets(group.length);
      for (const [index, project] of group.entries()) offsets.set(project.id, spread[index] ?? [0, 0]);
      const [first] = group;
      if (first && group.length > 1)
        shared.push({ at: projection([first.longitude, first.latitude]) ?? [0, 0], count: group.length });
    }
    const placed = located.map((project) => ({
      project,
      at: (projection([project.longitude, project.latitude]) ?? [0, 0]) as Spot,
      offset: offsets.get(project.id) ?? ([0, 0] as Spot),
    }));
    return { placed, shared };
  }, [located, projection]);

  const middle: Spot = [size.width / 2, size.height / 2];
  const zoomBy = useCallback(
    (factor: number) => setView((before) => zoomAround(before, factor, [size.width / 2, size.height / 2])),
    [size],
  );

  // The wheel zooms around the pointer (a listener of our own: React's wheel listener may not prevent scrolling).
  useEffect(() => {
    const surface = surfaceRef.current?.parentElement;
    if (!surface) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = surface.getBoundingClientRect();
      const lines = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 40 : 1;
      const factor = 2 ** (-event.deltaY * lines * 0.002);
      setView((before) => zoomAround(before, factor, [event.clientX - box.left, event.clientY - box.top]));
    };
    surface.addEventListener('wheel', onWheel, { passive: false });
    return () => surface.removeEventListener('wheel', onWheel);
  }, []);

  // Dragging moves the map; two pointers (fingers) pinch to zoom.
  const pointers = useRef(new Map<number, Spot>());
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, [event.clientX, event.clientY]);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now: Spot = [event.clientX, event.clientY];
    pointers.current.set(event.pointerId, now);
    const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
    if (!other) {
      setView((view) => panBy(view, now[0] - before[0], now[1] - before[1]));
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    const factor = distance(now, other) / Math.max(1, distance(before, other));
    const centre: Spot = [(now[0] + other[0]) / 2 - box.left, (now[1] + other[1]) / 2 - box.top];
    setView((view) => zoomAround(panBy(view, (now[0] - before[0]) / 2, (now[1] - before[1]) / 2), factor || 1, centre));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (view: MapView) => MapView> = {
      ArrowLeft: (view) => panBy(view, PAN_STEP, 0),
      ArrowRight: (view) => panBy(view, -PAN_STEP, 0),
      ArrowUp: (view) => panBy(view, 0, PAN_STEP),
      ArrowDown: (view) => panBy(view, 0, -PAN_STEP),
      '+': (view) => zoomAround(view, ZOOM_STEP, middle),
      '=': (view) => zoomAround(view, ZOOM_STEP, middle),
      '-': (view) => zoomAround(view, 1 / ZOOM_STEP, middle),
      '0': () => FITTED_VIEW,
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setView(move);
  };

  const stroke = { vectorEffect: 'non-scaling-stroke', fill: 'none' } as const;
  return (
    <>
      <div
        ref={surfaceRef}
        // A widget of its own: once focused, the arrows move it and + and − zoom it.
        role="application"
        aria-roledescription="map"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is a widget the keyboard moves and zooms once focused
        tabIndex={0}
        aria-label={t.mapLabel}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        className="absolute inset-0 rounded-2xl"
        style={{ cursor: 'grab' }}
      >
        <svg aria-hidden="true" focusable="false" width={size.width} height={size.height} className="absolute inset-0">
          {/* The view: screen = k × projected + (x, y), as the viewBox of the projected drawing. */}
          <svg
            aria-hidden="true"
            viewBox={`${-view.x / view.k} ${-view.y / view.k} ${size.width / view.k} ${size.height / view.k}`}
            preserveAspectRatio="none"
            width={size.width}
            height={size.height}
          >
            {outlines && <path d={outlines.land} fill="#f8fafc" />}
            {areaPaths.map((d, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the areas keep their order for the map's life
              <path key={index} d={d} fill={AREA_FILL} />
            ))}
            {outlines && (
              <>
                <path d={outlines.counties} stroke="#cbd5e1" strokeWidth={0.75} {...stroke} />
                <path d={outlines.states} stroke="#64748b" strokeWidth={1.25} {...stroke} />
                <path d={outlines.border} stroke="#475569" strokeWidth={1.25} {...stroke} />
              </>
            )}
            {areaPaths.map((d, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the areas keep their order for the map's life
              <path key={index} d={d} stroke="#0f766e" strokeWidth={2} {...stroke} />
            ))}
          </svg>
          {points.shared.map(({ at }) => {
            const [x, y] = onScreen(view, at);
            return <circle key={`${at[0]},${at[1]}`} cx={x} cy={y} r={4} fill="#134e4a" />;
          })}
        </svg>
      </div>
      <ul aria-label={t.mapPoints} className="pointer-events-none absolute inset-0">
        {points.placed.map(({ project, at, offset }) => {
          const [x, y] = onScreen(view, at);
          const name = t.mapPointName(project.title, placeOf(project), budgetText(project.budget));
          const isActive = active === project.id;
          const leave = () => setActive((current) => (current === project.id ? null : current));
          return (
            <li
              key={project.id}
              className={`absolute ${isActive ? 'z-10' : ''}`}
              style={{ left: x + offset[0], top: y + offset[1] }}
            >
              <Link
                to={paths.projectDetail(project.id, from)}
                onPointerEnter={() => setActive(project.id)}
                onPointerLeave={leave}
                onBlur={leave}
                onFocus={() => {
                  setActive(project.id);
                  setView((before) => {
                    const [sx, sy] = onScreen(before, at);
                    return bringIntoView(before, [sx + offset[0], sy + offset[1]], size);
                  });
                }}
                className="absolute flex h-7 w-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-brand-700 shadow-md hover:bg-brand-800"
                style={{ pointerEvents: 'auto' }}
              >
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white" />
                <span className="sr-only">{name}</span>
                {isActive && (
                  // The name shown beside the point under the pointer or the focus (the link's name already).
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute left-1/2 mb-2 -translate-x-1/2 rounded-lg bg-slate-900 px-2 py-1 text-left text-xs font-medium text-white shadow-lg"
                    style={TOOLTIP_STYLE}
                  >
                    {name}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="absolute right-3 top-3 flex flex-col overflow-hidden rounded-lg border border-slate-300 bg-white shadow">
        <MapButton label={t.zoomIn} onClick={() => zoomBy(ZOOM_STEP)}>
          <path d="M12 5v14M5 12h14" />
        </MapButton>
        <MapButton label={t.zoomOut} onClick={() => zoomBy(1 / ZOOM_STEP)} isBelow>
          <path d="M5 12h14" />
        </MapButton>
        <MapButton label={t.fitArea} onClick={() => setView(FITTED_VIEW)} isBelow>
          <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
        </MapButton>
      </div>
      {atlas.isPending && (
        <p
          role="status"
          className="absolute bottom-3 left-3 rounded-lg bg-white/95 px-2 py-1 text-xs font-medium text-slate-700 shadow"
        >
          {t.loadingMap}
        </p>
      )}
      {atlas.isError && (
        <div className="absolute bottom-3 left-3 right-3 rounded-lg bg-white/95 p-3 shadow">
          <LoadFailure tone="inline" message={t.mapFailed} onRetry={() => void atlas.refetch()} />
        </div>
      )}
    </>
  );
}

interface MapButtonProps {
  label: string;
  onClick: () => void;
  /** Under another button: a line between them. */
  isBelow?: boolean;
  children: React.ReactNode;
}

function MapButton({ label, onClick, isBelow, children }: MapButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`flex h-11 w-11 items-center justify-center text-slate-700 hover:bg-slate-100 ${isBelow ? 'border-t border-slate-200' : ''}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        className="h-5 w-5"
      >
        {children}
      </svg>
    </button>
  );
}
