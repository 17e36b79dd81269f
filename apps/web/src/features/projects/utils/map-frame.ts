import type { CSSProperties } from 'react';

/**
 * The map's box, shared by the map and the place it holds while its chunk loads. Inline, so that the
 * stylesheet every page loads first carries nothing of the map.
 */
export const MAP_FRAME_STYLE: CSSProperties = { height: 'clamp(24rem, 65vh, 34rem)' };
