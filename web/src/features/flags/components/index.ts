export { ReportIssue } from './report-issue';
