import { describe, expect, it } from 'vitest';
import { epsgFromPrj } from '@/domain/geometry/prj';

const ESRI_ED50_UTM31 =
  'PROJCS["ED_1950_UTM_Zone_31N",GEOGCS["GCS_European_1950",DATUM["D_European_1950",SPHEROID["International_1924",6378388.0,297.0]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",3.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';
const OGC_WGS84_UTM32 =
  'PROJCS["WGS 84 / UTM zone 32N",GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],AUTHORITY["EPSG","6326"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4326"]],PROJECTION["Transverse_Mercator"],PARAMETER["latitude_of_origin",0],PARAMETER["central_meridian",9],PARAMETER["scale_factor",0.9996],PARAMETER["false_easting",500000],PARAMETER["false_northing",0],UNIT["metre",1,AUTHORITY["EPSG","9001"]],AXIS["Easting",EAST],AXIS["Northing",NORTH],AUTHORITY["EPSG","32632"]]';

describe('epsgFromPrj', () => {
  it('reads the outermost authority code, not the nested ones', () => {
    expect(epsgFromPrj(OGC_WGS84_UTM32)).toBe(32632);
  });

  it('recognises ESRI names by datum and zone', () => {
    expect(epsgFromPrj(ESRI_ED50_UTM31)).toBe(23031);
    expect(epsgFromPrj(ESRI_ED50_UTM31.replace('31N', '35N').replace('3.0]', '27.0]'))).toBe(23035);
    expect(
      epsgFromPrj(
        'PROJCS["ETRS_1989_UTM_Zone_33N",GEOGCS["GCS_ETRS_1989",DATUM["D_ETRS_1989",SPHEROID["GRS_1980",6378137.0,298.257222101]]]]',
      ),
    ).toBe(25833);
    expect(
      epsgFromPrj(
        'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]',
      ),
    ).toBe(4326);
    expect(
      epsgFromPrj(
        'GEOGCS["GCS_European_1950",DATUM["D_European_1950",SPHEROID["International_1924",6378388.0,297.0]]]',
      ),
    ).toBe(4230);
    expect(
      epsgFromPrj(
        'PROJCS["WGS_1984_Web_Mercator_Auxiliary_Sphere",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984"]],PROJECTION["Mercator_Auxiliary_Sphere"]]',
      ),
    ).toBe(3857);
  });

  it('derives the zone from the central meridian when the name has none', () => {
    const unnamed = ESRI_ED50_UTM31.replace('ED_1950_UTM_Zone_31N', 'Custom').replace(
      '"Central_Meridian",3.0',
      '"Central_Meridian",9.0',
    );
    expect(epsgFromPrj(unnamed)).toBe(23032);
  });

  it('reads WKT2 ids', () => {
    expect(
      epsgFromPrj(
        'PROJCRS["WGS 84 / UTM zone 34N",BASEGEOGCRS["WGS 84",ID["EPSG",4326]],CONVERSION["UTM zone 34N",ID["EPSG",16034]],ID["EPSG",32634]]',
      ),
    ).toBe(32634);
  });

  it('gives the spec error codes for the rest', () => {
    expect(() => epsgFromPrj('hello')).toThrowError(/NotSupportetPrjStringCode/);
    expect(() => epsgFromPrj('PROJCS["Lambert",GEOGCS["GCS_RGF_1993",DATUM["D_RGF_1993"]]]')).toThrowError(
      /NotSupportetPrjStringCode/,
    );
    expect(() => epsgFromPrj(OGC_WGS84_UTM32.replace('"32632"]]', '"32617"]]'))).toThrowError(
      /CrsNotOnNorwegianShelf/,
    );
    expect(() => epsgFromPrj('PROJCS["RGF93 / Lambert-93",AUTHORITY["EPSG","2154"]]')).toThrowError(
      /CrsCodeNotSupported/,
    );
  });
});
