import type { Location } from 'react-router-dom';

/**
 * What the login and register pages receive from a page that sent the visitor there: a message
 * to show, and the page to return to once signed in. The two pages hand it on to each other, so
 * a visitor who chooses to register instead still comes back.
 */
export interface LoginRedirectState {
  message?: string;
  from?: string;
}

/** The state that brings the visitor back to `location` after signing in or registering. */
export function loginRedirectState(location: Location, message?: string): LoginRedirectState {
  return { message, from: location.pathname + location.search + location.hash };
}
