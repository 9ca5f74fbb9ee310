export { ConditionReports } from './condition-reports';
export { CurrentConditions } from './current-conditions';
