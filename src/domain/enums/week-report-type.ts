import { z } from 'zod';

/** Week report type (spec 000 section 3). */
export const WeekReportType = { Regular: 10, Startup: 20, Finish: 30, Unknown: -1 } as const;
export type WeekReportType = (typeof WeekReportType)[keyof typeof WeekReportType];
export const ZWeekReportType = z.enum(WeekReportType);
