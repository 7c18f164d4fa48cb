import { act, renderWithProviders, screen } from '@portal/shared/test-utils';
import { ScrollToTop, SCROLL_TOP_OFFSET } from './scroll-to-top';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollToTop', () => {
  afterEach(() => scrollWindowTo(0));

  it('appears only once the page is scrolled past 300 px', async () => {
    renderWithProviders(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollWindowTo(SCROLL_TOP_OFFSET + 1);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });
});
