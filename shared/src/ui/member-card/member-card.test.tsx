import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { MemberCard } from './member-card';

describe('MemberCard', () => {
  it('shows the member and draws the barcode of the value the kiosk scans', async () => {
    renderWithProviders(<MemberCard barcode="9100001" memberNumber="100001" memberName="Alex Morgan" clubName="Demo Fitness Club" />);
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    const svg = screen.getByRole('img', { name: 'Barcode 9100001' });
    await waitFor(() => expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10));
  });
});
