/**
 * What the login page receives from a page that sent the visitor there: a message to show, and
 * the page to return to after signing in.
 */
export interface LoginRedirectState {
  message?: string;
  from?: string;
}
