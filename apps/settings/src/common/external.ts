/** Leaves the app for another site's page in this tab (the billing portal). A function of its own so tests replace it. */
export function openExternal(url: string): void {
  window.location.assign(url);
}
