import type { Map as MapLibre } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { TBbox } from '@/domain/overview/filter';

/** A request to zoom to one acquisition; `nonce` makes a repeated request for the same row zoom again. */
export interface TMapFocus {
  id: string;
  bbox: TBbox;
  nonce: number;
}

/** Map zoom expansion on the overview (spec 002 s9): the box is grown by this factor. */
export const OVERVIEW_ZOOM_EXPANSION = 1.2;

export function expandBbox([w, s, e, n]: TBbox, factor: number): TBbox {
  const dx = ((e - w) * (factor - 1)) / 2;
  const dy = ((n - s) * (factor - 1)) / 2;
  return [w - dx, s - dy, e + dx, n + dy];
}

/** Zooms to the focused acquisition and marks it selected on the map. */
export function useMapFocus(map: MapLibre | null, focus: TMapFocus | null): void {
  const selected = useRef<string | null>(null);
  useEffect(() => {
    if (!map || !focus) return;
    if (selected.current) map.setFeatureState({ source: 'acquisitions', id: selected.current }, { selected: false });
    map.setFeatureState({ source: 'acquisitions', id: focus.id }, { selected: true });
    selected.current = focus.id;
    const [w, s, e, n] = expandBbox(focus.bbox, OVERVIEW_ZOOM_EXPANSION);
    map.fitBounds([[w, s], [e, n]], { maxZoom: 10, duration: 600 });
  }, [map, focus]);
}
