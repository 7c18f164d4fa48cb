// test-utils first: it polyfills what react-router needs in jsdom.
import { renderWithProviders, screen } from '@portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { resolveErrorVariant } from './error-variants';
import { NotFoundPage } from './not-found-page';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/error/:type" element={<ErrorPage />} />
      <Route path="/error" element={<ErrorPage />} />
    </Routes>,
    { route },
  );

describe('error page', () => {
  it.each([
    ['1', 'How did you get here', '404'],
    ['2', 'Nothing left to do here', '404'],
    ['3', 'Oops! Something went wrong here... use our Help Center', '500'],
    ['4', 'Oops... Looks like something went wrong', '500'],
    ['5', 'OOPS! Something went wrong here', '404'],
    ['6', 'We’ll be right back', '503'],
  ])('variant %s shows "%s"', (type, heading, code) => {
    renderAt(`/error/${type}`);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });

  it('variant 3 links to the Help Center', () => {
    renderAt('/error/3');
    expect(screen.getByRole('link', { name: 'Help Center' })).toBeInTheDocument();
  });

  it('a missing or non-numeric type picks a variant from 1 to 6', () => {
    expect(resolveErrorVariant(undefined, () => 0)).toBe(1);
    expect(resolveErrorVariant('abc', () => 0.999)).toBe(6);
    expect(resolveErrorVariant('9', () => 0.5)).toBe(4);
    expect(resolveErrorVariant('2', () => 0.9)).toBe(2);
    renderAt('/error/oops');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('the 404 page links home', () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });
});
