import { isValidElement } from 'react';
import { lazyPage } from './lazy-page';
import { pageRoutes } from './page-routes';

function Greeting({ name = 'you' }: { name?: string }) {
  return <h2>Hello, {name}</h2>;
}

describe('pageRoutes', () => {
  it('gives one route object a path, in the table order, rendering the page or the ready element', () => {
    const routes = pageRoutes({ '/hello': Greeting, '/hello/:name': <Greeting name="Ann" /> });
    expect(routes.map((r) => r.path)).toEqual(['/hello', '/hello/:name']);
    const [plain, withProps] = routes.map((r) => r.element);
    expect(isValidElement(plain) && plain.type).toBe(Greeting);
    expect(isValidElement(withProps) && withProps.props).toEqual({ name: 'Ann' });
  });

  it("keeps a lazy page as the element's type, so the shell can preload its chunk", () => {
    const Page = lazyPage(() => Promise.resolve({ Greeting }), 'Greeting');
    const [route] = pageRoutes({ '/hello': Page });
    expect(isValidElement(route?.element) && route.element.type).toBe(Page);
  });
});
