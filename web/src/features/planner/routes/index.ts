export { PlannerPreviewPage } from './planner-preview-page';
