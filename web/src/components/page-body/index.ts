export { default as pageBody } from './page-body.module.css';
