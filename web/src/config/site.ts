/** The site's name, used in titles and structured data. */
export const SITE_NAME = 'Hot Springs';
