import { renderWithProviders, screen } from '@portal/shared/test-utils';
import { ROUTE_TABLE } from '../routing/route-table';
import { MENU_ICONS, MenuIcon } from './menu-icon';

describe('MenuIcon', () => {
  it('draws a decorative SVG, not a text glyph', () => {
    renderWithProviders(
      <span data-testid="slot">
        <MenuIcon name="calendar" />
      </span>,
    );
    const slot = screen.getByTestId('slot');
    const svg = slot.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-icon', 'calendar');
    expect(slot.textContent).toBe('');
  });

  it('falls back to a dot icon for a name it does not know', () => {
    const { container } = renderWithProviders(<MenuIcon name="constructor" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'fallback');
  });

  it('has an icon for every menu entry of the route table', () => {
    const names = ROUTE_TABLE.flatMap((r) => (r.menu ? [r.menu.icon] : []));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(MENU_ICONS).toHaveProperty(name);
  });
});
