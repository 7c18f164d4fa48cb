import { installBfcacheGuard } from './bfcache-guard';

const pageshow = (persisted: boolean) => {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
};

test('a page restored from the back/forward cache reloads (the session is checked again); a fresh load does not', () => {
  const reload = jest.fn();
  const uninstall = installBfcacheGuard(window, reload);
  window.dispatchEvent(pageshow(false));
  expect(reload).not.toHaveBeenCalled();
  window.dispatchEvent(pageshow(true));
  expect(reload).toHaveBeenCalledTimes(1);
  uninstall();
  window.dispatchEvent(pageshow(true));
  expect(reload).toHaveBeenCalledTimes(1);
});
