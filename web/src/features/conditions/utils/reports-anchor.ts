/** The reports panel's heading id: "Report conditions" links elsewhere on the page lead there. */
export const REPORTS_ANCHOR = 'condition-reports-heading';
