import { isValidElement } from 'react';
import type { PagePrefetchContext } from '@portal/shared/core';
import { createPortalQueryClient } from '@portal/shared/query';
import { mockApi, renderWithProviders, screen, TEST_USER, waitFor, type MockApi } from '@portal/shared/test-utils';
import { PROFILE } from './features/profile/profile-fixture';
import { FIRST_SCREENS } from './first-screens';
import routes from './routes';


type Preload = (context?: PagePrefetchContext) => Promise<void>;
const pageAt = (path: string) => {
  const element = routes.find((r) => r.path === path)?.element;
  if (!isValidElement(element)) throw new Error(`no page at ${path}`);
  return { element, preload: (element.type as unknown as { preload: Preload }).preload };
};

let api: MockApi;
afterEach(() => api.restore());

describe("mf-account's route list", () => {
  test("/profile, preloaded with the shell's context, asks for the profile beside its chunk; the page then shows it without asking again", async () => {
    api = mockApi({ 'GET /profile/:m/250/400': PROFILE });
    // The portal's own defaults: an answer 30 s fresh is shown without asking again.
    const queryClient = createPortalQueryClient();
    const user = { ...TEST_USER, memberNumber: 'M0001', userType: 1 };
    const profile = pageAt('/profile');

    await profile.preload({ queryClient, user });
    await waitFor(() => expect(api.callsTo('GET /profile/:m/250/400')).toHaveLength(1));
    expect(api.callsTo('GET /profile/:m/250/400')[0]?.url).toContain('/profile/M0001/250/400');

    renderWithProviders(profile.element, { session: { user }, queryClient });
    expect(await screen.findByText('Alex Morgan')).toBeInTheDocument();
    expect(api.callsTo('GET /profile/:m/250/400')).toHaveLength(1);
    queryClient.clear();
  });

  test('preloaded without a context (a menu hover), only the chunk is fetched', async () => {
    api = mockApi({ 'GET /profile/:m/250/400': PROFILE });
    await pageAt('/profile').preload();
    expect(api.callsTo('GET /profile/:m/250/400')).toHaveLength(0);
  });

  test("/privacy shows its declared first screen while its chunk downloads; the page renders it in the same place, never twice", async () => {
    api = mockApi({ 'GET /privacy/account-deletion': { state: 'none', message: '', eraseAt: null } });
    const { container } = renderWithProviders(pageAt('/privacy').element, { session: { user: TEST_USER } });
    // The placeholder: the first screen alone, before the page (and its form) has arrived.
    expect(container.querySelector('.portal-first-screen')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(screen.getAllByText(FIRST_SCREENS['/privacy'].intro)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(screen.getAllByText(FIRST_SCREENS['/privacy'].intro)).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Download my data' })).toHaveLength(1);
  });
});
