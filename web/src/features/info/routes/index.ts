export { AboutPage } from './about-page';
export { FaqPage } from './faq-page';
export { NotFoundPage } from './not-found-page';
export { WhyHotSpringsPage } from './why-hot-springs-page';
