import { renderWithProviders, screen } from '../../test-utils';
import { LoadedList } from './loaded-list';

const list = (items: string[] | null) => (
  <LoadedList items={items} empty="Nothing here.">
    {(names) => (
      <ul>
        {names.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    )}
  </LoadedList>
);

describe('LoadedList', () => {
  it('waits, says when empty, else renders the items', () => {
    const { rerender } = renderWithProviders(list(null));
    expect(screen.getByRole('status')).toHaveTextContent('Retrieving data, please wait...');
    rerender(list([]));
    expect(screen.getByRole('status')).toHaveTextContent('Nothing here.');
    rerender(list(['Ann', 'Bo']));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ann', 'Bo']);
  });
});
