/** How code outside React (the HTTP mutator) changes the page; the router registers its own. */
export type Navigate = (to: string) => void;

const fullPageLoad: Navigate = (to) => window.location.assign(to);

let current: Navigate = fullPageLoad;

export function setNavigator(navigate: Navigate | null): void {
  current = navigate ?? fullPageLoad;
}

export function navigateTo(to: string): void {
  current(to);
}
