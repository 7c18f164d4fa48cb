// Several users at once in one test (an ADMIN changing what a member sees, say): each page in a
// browser context of its own, so each keeps its own session cookie; all closed when the test is done.
import type { Browser, Page } from '@playwright/test';

/** Opens a page per name, each in its own context, hands them to `run` by name, then closes the contexts. */
export async function withOwnSessions<N extends string>(browser: Browser, names: readonly N[], run: (pages: Record<N, Page>) => Promise<void>): Promise<void> {
  const contexts = await Promise.all(names.map(() => browser.newContext()));
  try {
    const pages = await Promise.all(contexts.map((context) => context.newPage()));
    await run(Object.fromEntries(names.map((name, i) => [name, pages[i]!])) as Record<N, Page>);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}
