import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error';
import { renderWithProviders, screen, userEvent, retype } from '../../test-utils';
import { PromoCodeField } from './promo-code-field';
import { usePromoCode } from './use-promo-code';

function Harness({ check }: { check: (code: string) => Promise<{ outstandingCents: number }> }) {
  const promo = usePromoCode();
  const { reset } = promo;
  useEffect(() => reset(5000), [reset]);
  return (
    <>
      <PromoCodeField promo={promo} onApply={() => void promo.apply(check)} />
      <Text data-testid="amount">{promo.amountCents}</Text>
      <Text data-testid="applied">{promo.applied}</Text>
    </>
  );
}

describe('PromoCodeField and usePromoCode', () => {
  it('applies a code the server accepts and takes the new amount', async () => {
    renderWithProviders(<Harness check={async () => ({ outstandingCents: 2500 })} />);
    expect(screen.getByText('Enter promo code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Promo Code' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'FIFTYOFF');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Promo Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Promo code applied');
    expect(screen.getByTestId('amount')).toHaveTextContent('2500');
    expect(screen.getByTestId('applied')).toHaveTextContent('FIFTYOFF');
  });

  it("names a refused code with the server's message and brings the full amount back", async () => {
    let accept = true;
    renderWithProviders(
      <Harness
        check={async (code) => {
          if (accept) return { outstandingCents: 2500 };
          throw new ApiError(400, `Invalid promo code: ${code}`);
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(input, 'FIFTYOFF');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Promo Code' }));
    expect(await screen.findByTestId('amount')).toHaveTextContent('2500');
    accept = false;
    await retype(input, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Promo Code' }));
    expect(await screen.findByText('Invalid promo code: NOPE')).toBeInTheDocument();
    expect(screen.getByTestId('amount')).toHaveTextContent('5000');
    expect(screen.getByTestId('applied')).toBeEmptyDOMElement();
  });
});
