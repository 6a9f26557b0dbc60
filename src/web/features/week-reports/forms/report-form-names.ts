/** The three report forms of /{id}/weekReports/{form} (spec 001 s2.1). */
export const REPORT_FORMS = ['startup', 'add', 'finish'] as const;
export type ReportFormName = (typeof REPORT_FORMS)[number];
/** The id of a form's title (its page's heading), which names the form (aria-labelledby). */
export const REPORT_FORM_TITLE_ID = 'report-form-title';
