import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { arealOf, verticesInside } from '@/domain/geometry/area-ops';
import { PolygonIndex } from '@/domain/geometry/polygon-index';
import { NCS_OUTLINE } from '@/domain/geometry/data/ncs-outline';
import { shelfBorderAt } from '@/domain/geometry/shelf-borders';
import type { TAreaGeometry } from '@/domain/geometry/types';
import { validateAreas } from '@/domain/geometry/validate';
import messages from '../../../locales/nb/geometry.json';
import { box } from './fixtures/shapes';

const shelf = [new PolygonIndex(NCS_OUTLINE)];
const issues = (gross: TAreaGeometry) => {
  const result = validateAreas({ gross });
  return { errors: result.errors, warnings: result.warnings };
};

// Where shapely (GEOS) says so against the same outline: see the comments of each case.
describe('the shelf check, on edges and not only vertices', () => {
  it('warns, naming the coast, for a triangle whose vertices are all on the shelf but an edge crosses land', () => {
    // GEOS: every vertex inside, 15 % of the triangle outside (Sørlandet between Kristiansand and Arendal)
    const triangle: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [8.0, 58.0],
          [9.0, 58.5],
          [8.6, 58.15],
          [8.0, 58.0],
        ],
      ],
    };
    expect(verticesInside(arealOf(triangle), shelf)).toBe(true); // the old check passed it
    const { errors, warnings } = issues(triangle);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      { code: 'crossesShelfEdge', area: 'gross', names: [messages.shelfBorders.coast] },
    ]);
  });

  it('warns for a field straddling the median line with the United Kingdom (as Statfjord), not blocks', () => {
    // GEOS: 29 % of the box lies west of the outline
    const statfjordLike = box(1.75, 61.2, 1.95, 61.3);
    const { errors, warnings } = issues(statfjordLike);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      { code: 'crossesShelfEdge', area: 'gross', names: [messages.shelfBorders.unitedKingdom] },
    ]);
  });

  it('blocks an area wholly off the shelf and passes one wholly on it', () => {
    expect(issues(box(2.2, 56.4, 2.6, 56.6)).errors).toEqual([{ code: 'outsideShelf', area: 'gross' }]);
    expect(issues(box(1.9, 58.0, 2.3, 58.2))).toEqual({ errors: [], warnings: [] });
  });

  it('warns for a survey line whose 10 m crosses the median line, also when only the buffer does', () => {
    const crossing: TAreaGeometry = {
      type: 'LineString',
      coordinates: [
        [1.6, 61.25],
        [2.2, 61.25],
      ],
    };
    expect(issues(crossing).warnings.map((w) => w.code)).toEqual(['crossesShelfEdge']);
    const inside: TAreaGeometry = {
      type: 'LineString',
      coordinates: [
        [2.1, 58.1],
        [2.2, 58.1],
      ],
    };
    expect(issues(inside)).toEqual({ errors: [], warnings: [] });
  });

  it('names each stretch of the border by the region beyond it', () => {
    expect(shelfBorderAt(1.5, 60)).toBe('unitedKingdom');
    expect(shelfBorderAt(5, 56.5)).toBe('denmark');
    expect(shelfBorderAt(10, 57.7)).toBe('skagerrak');
    expect(shelfBorderAt(35, 72)).toBe('russia');
    expect(shelfBorderAt(-5, 71)).toBe('janMayen');
    expect(shelfBorderAt(2, 67)).toBe('outerLimit');
    expect(shelfBorderAt(10, 60)).toBe('coast');
  });
});
