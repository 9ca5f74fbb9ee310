export { PlanTripLink } from './plan-trip-link';
export { SafetyCard } from './safety-card';
export { SpringAbout } from './spring-about';
export { SpringDetailsPanel } from './spring-details-panel';
export { SpringHero } from './spring-hero';
export { SpringLocationMap } from './spring-location-map';
export { springMetaDescription, springStructuredData, springTitle } from './spring-seo';
