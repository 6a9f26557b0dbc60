# The geometry check of validateAreas done with GEOS (shapely), for `npm run bench geometry-geos`.
# Reads {shelf, licences, restrictions, cases: {name: geometry}} (GeoJSON in a local metric frame, metres) from
# stdin; for each case: shelf inside/outside, licence inside/outside (1 m tolerance: buffers of +-1 m),
# 50 restriction intersections, a line buffered by 10 m first. Prints {name: median wall and CPU ms of 5 runs}.
import json
import sys
import time

from shapely import prepared
from shapely.geometry import shape
from shapely.ops import unary_union

TOLERANCE = 1.0
BUFFER = 10.0
RUNS = 5

data = json.load(sys.stdin)
shelf = shape(data["shelf"])
licence_shapes = [shape(g) for g in data["licences"]]
restriction_shapes = [shape(g) for g in data["restrictions"]]


def check(geometry):
    area = geometry.buffer(BUFFER) if geometry.geom_type in ("LineString", "MultiLineString") else geometry
    licences = unary_union(licence_shapes)
    outer = prepared.prep(licences.buffer(TOLERANCE))
    inner = prepared.prep(licences.buffer(-TOLERANCE))
    shelf_outer = prepared.prep(shelf.buffer(TOLERANCE))
    shelf_inner = prepared.prep(shelf.buffer(-TOLERANCE))
    result = {
        "onShelf": shelf_inner.intersects(area),
        "crossesShelf": not shelf_outer.contains(area),
        "inLicences": inner.intersects(area),
        "partlyOutside": not outer.contains(area),
        "restrictions": sum(1 for r in restriction_shapes if prepared.prep(r).intersects(area)),
    }
    return result


out = {}
for name, geometry in data["cases"].items():
    g = shape(geometry)
    wall = []
    cpu = []
    result = None
    for _ in range(RUNS):
        started, started_cpu = time.perf_counter(), time.process_time()
        result = check(g)
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
    out[name] = {"ms": sorted(wall)[RUNS // 2], "cpu": sorted(cpu)[RUNS // 2], "result": result}
print(json.dumps(out))
