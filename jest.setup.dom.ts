import './shared/src/test-utils/fetch-polyfill';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { preloadDateField } from './shared/src/ui/date-field/date-field';
import { restoreMockApis } from './shared/src/test-utils/mock-api';

// A page's first render on a machine busy with other test workers can pass testing-library's 1 s
// default; a query that will never match still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// The date picker loads on demand in the browser (date-field.tsx); tests start with it loaded, as a
// page does once its first date field has appeared.
beforeAll(() => preloadDateField());

// A test's mock API (test-utils mockApi) gives the real fetch back when the test ends.
afterEach(() => restoreMockApis());

// Mantine reads these browser APIs that jsdom does not implement.
const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
