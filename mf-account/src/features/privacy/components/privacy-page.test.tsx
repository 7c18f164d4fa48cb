import { firstScreenHtml } from '@portal/shared/first-screen';
import { mockApi, renderWithProviders, screen, type MockApi } from '@portal/shared/test-utils';
import { PRIVACY_FIRST_SCREEN } from '../lib/privacy-first-screen';
import { PrivacyPage } from './privacy-page';

let api: MockApi;
afterEach(() => api.restore());

test("the page starts with its declared first screen, the element the route's HTML frame holds, said once", async () => {
  api = mockApi({ 'GET /privacy/account-deletion': { state: 'none', message: '', eraseAt: null } });
  const { container } = renderWithProviders(<PrivacyPage />, { session: { user: {} } });
  const first = container.querySelector('.portal-first-screen');
  const framed = document.createElement('div');
  framed.innerHTML = firstScreenHtml(PRIVACY_FIRST_SCREEN);
  expect(first?.isEqualNode(framed.firstElementChild)).toBe(true);
  // First in the page's column: where the frame painted it, under the layout's title.
  expect(first?.parentElement?.firstElementChild).toBe(first);
  expect(screen.getAllByRole('heading', { name: 'Download my data' })).toHaveLength(1);
  expect(screen.getAllByText(PRIVACY_FIRST_SCREEN.intro)).toHaveLength(1);
  expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
});
