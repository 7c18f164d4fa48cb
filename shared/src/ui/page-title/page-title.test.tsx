import { renderWithProviders, screen } from '../../test-utils';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('renders a level 2 heading', () => {
    renderWithProviders(<PageTitle>Your active extras</PageTitle>);
    expect(screen.getByRole('heading', { level: 2, name: 'Your active extras' })).toBeInTheDocument();
  });
});
