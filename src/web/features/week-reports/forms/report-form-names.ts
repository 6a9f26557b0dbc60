/** The three report forms of /{id}/weekReports/{form} (spec 001 s2.1). */
export const REPORT_FORMS = ['startup', 'add', 'finish'] as const;
export type ReportFormName = (typeof REPORT_FORMS)[number];
