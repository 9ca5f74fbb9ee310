/** Sends the browser to the payment provider's page (checkout, customer portal). */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
