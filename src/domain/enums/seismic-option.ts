import { z } from 'zod';

/**
 * Seismic option chosen for seabed and drilling-site surveys (spec 000 s3, spec 002 s2). The value
 * is the second digit of the detailed acquisition type code (41xxx non-seismic, 42xxx 2D, 43xxx 3D).
 */
export const SeismicOption = { NonSeismic: 1, TwoD: 2, ThreeD: 3 } as const;
export type SeismicOption = (typeof SeismicOption)[keyof typeof SeismicOption];
export const ZSeismicOption = z.enum(SeismicOption);
