/** The planner's messages: its form checks and its failures, in the words the page shows. */
export const PLANNER_MESSAGES = {
  selectFromSuggestions: 'Please select valid start and end points from the suggestions.',
  nameRequired: 'Please enter a name for your trip plan.',
  routeRequired: 'Please generate a route before saving.',
  endsRequired: 'Please set start and end points first.',
  shareRequiresRoute: 'Please generate a route before sharing.',
  plansAuthFailed: 'Authentication failed. Please log in again.',
  plansFailed: 'Could not load saved plans.',
  planLogin: 'Please log in to view this plan.',
  planNotFound: 'Plan not found.',
} as const;

export const generateFailed = (message: string) => `Failed to generate trip: ${message}`;
export const saveFailed = (message: string) => `Save failed: ${message}`;
