/**
 * Sends the browser to another site (an OpenID Connect provider's sign-in page). One place, so unit tests can see
 * where the page would go without leaving the test document.
 */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
