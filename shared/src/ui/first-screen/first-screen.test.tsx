import { render } from '@testing-library/react';
import { FirstScreen } from './first-screen';
import { firstScreenHtml, type PageFirstScreen } from './first-screen-parts';

/** The HTML as the browser parses it: what the route's frame holds before any script. */
const parsed = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild;
};

describe('a page first screen', () => {
  const screens: PageFirstScreen[] = [
    { intro: 'What the page is for.' },
    { heading: 'Download my data', intro: 'Everything the club holds about you.', size: 'sm', maxWidth: 640 },
    { heading: 'Tom & <Jerry>', intro: '<img src=x onerror=alert(1)> "quoted"' },
  ];

  test.each(screens)('the page renders exactly the element the HTML frame holds (%o)', (screen) => {
    const { container } = render(<FirstScreen screen={screen} />);
    const rendered = container.firstElementChild;
    expect(rendered?.outerHTML).toBe(parsed(firstScreenHtml(screen))?.outerHTML);
    expect(rendered?.isEqualNode(parsed(firstScreenHtml(screen)))).toBe(true);
  });

  test('text stays text; the heading is an h3 under the layout h1, the intro one paragraph', () => {
    const element = parsed(firstScreenHtml(screens[2]!));
    expect(element?.querySelector('img')).toBeNull();
    expect(element?.querySelector('h3')?.textContent).toBe('Tom & <Jerry>');
    expect(element?.querySelectorAll('p')).toHaveLength(1);
    expect(element?.querySelector('p')?.textContent).toBe('<img src=x onerror=alert(1)> "quoted"');
    expect(parsed(firstScreenHtml(screens[0]!))?.querySelector('h3')).toBeNull();
  });
});
