export { PageLoading } from './page-loading';
