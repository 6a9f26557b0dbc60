import messages from '../../../locales/nb/geometry.json';

/** The stretches of the shelf outline a survey may cross, named in locales/nb/geometry.json (shelfBorders). */
export type ShelfBorder =
  | 'unitedKingdom'
  | 'denmark'
  | 'skagerrak'
  | 'faroes'
  | 'janMayen'
  | 'greenland'
  | 'russia'
  | 'coast'
  | 'outerLimit';

/**
 * Which stretch of the shelf's border lies by a point just outside it: the neighbours' median and delimitation
 * lines by the region they bound (approximate boxes, enough to name the crossing in a warning), the Norwegian
 * coast east of the outline on the mainland, else the shelf's outer limit towards the deep sea.
 */
export function shelfBorderAt(lon: number, lat: number): ShelfBorder {
  if (lat < 57.95 && lon >= 8.5) return 'skagerrak';
  if (lat < 57.8 && lon >= 3) return 'denmark';
  if (lat < 62 && lon < 3) return 'unitedKingdom';
  if (lat >= 62 && lat < 65 && lon < 2) return 'faroes';
  if (lat >= 68.5 && lat < 74 && lon < -1) return 'janMayen';
  if (lat >= 74 && lon < 10) return 'greenland';
  if (lat >= 69.5 && lon >= 30) return 'russia';
  if (lat >= 57.8 && lat < 71.5 && lon >= 4.5 && lon < 32) return 'coast';
  return 'outerLimit';
}

/** The Norwegian name of the border stretch at a point (for the crossesShelfEdge warning). */
export function shelfBorderName(lon: number, lat: number): string {
  return messages.shelfBorders[shelfBorderAt(lon, lat)];
}
