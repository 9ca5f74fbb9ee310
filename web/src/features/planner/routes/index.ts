export { MyPlansPage } from './my-plans-page';
export { PlanDetailPage } from './plan-detail-page';
export { PlannerPage } from './planner-page';
export { PublishedTripPage } from './published-trip-page';
