import { expect, type Page } from '@playwright/test';

export const REMOTE_UNAVAILABLE = 'This part of the portal is not available right now.';

/**
 * The routed page's own content is on screen, below the layout's breadcrumbs and title (the page's
 * one h1, which the layout draws, and the HTML before it), or the whole page in the blank layout:
 * something to read or use, and neither the remote's loader nor its fallback. A page does not
 * repeat its title, so the title alone does not say the page loaded.
 *
 * The first *visible* such element: a page may hold hidden ones for good (a map's tiles stay
 * hidden until they load, and never load without a tile server), and the first one in the DOM
 * would then depend on which arrived first, the map or the details.
 */
export async function expectPageContent(page: Page) {
  const content = page.locator('#main-content > :last-child').or(page.locator('#root:not(:has(#main-content))'));
  await expect(content.locator('h2, h3, h4, label, button, table, a, img').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(REMOTE_UNAVAILABLE)).toHaveCount(0);
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0);
}

/** A signed-in page has opened: its title (the layout's h1) and then its own content. */
export async function expectPageOpened(page: Page, title: string, options: { timeout?: number } = {}) {
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible(options);
  await expectPageContent(page);
}
