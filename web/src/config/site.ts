/** The site's name, used in titles and structured data. */
export { SITE_NAME } from '@hotsprings/contracts/page-heads';
