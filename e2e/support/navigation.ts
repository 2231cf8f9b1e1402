import type { Page } from '@playwright/test';

/**
 * Navigates inside the running app, as a link would (history push and the router's popstate):
 * no reload, so the app is not booted again, and a guard's client-side redirect can be watched.
 */
export const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
