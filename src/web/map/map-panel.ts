/** Height of an area map's panel (px): the map's box, reserved before maplibre loads (spec 002 s9, spec 001 s9). */
export const MAP_PANEL_HEIGHT = 400;
