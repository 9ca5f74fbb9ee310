export { ProblemNotice } from './problem-notice';
