import { useState } from 'react';
import { renderWithProviders, screen, userEvent, retype } from '../../test-utils';
import { PaymentPlanFields, type PaymentPlanValues } from './payment-plan-fields';

// 2030-01-07 is a Monday, 2030-01-12 a Saturday.
const TODAY = '2030-01-07';

function Harness({ directDebit }: { directDebit: boolean }) {
  const [values, setValues] = useState<PaymentPlanValues>({ membershipStartDate: TODAY, paymentStartDate: TODAY, paymentType: directDebit ? '19' : '17' });
  return (
    <>
      <PaymentPlanFields values={values} errors={{}} onChange={(changed) => setValues((v) => ({ ...v, ...changed }))} directDebit={directDebit} today={TODAY} membershipMaxDate="2030-02-06" />
      <output aria-label="Values">{JSON.stringify(values)}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByRole('status', { name: 'Values' }).textContent ?? '{}') as PaymentPlanValues;

describe('payment-fields kit: payment plan', () => {
  it('a direct-debit type: both start dates, and Credit Card or Direct Debit', async () => {
    renderWithProviders(<Harness directDebit />);
    expect(screen.getByRole('textbox', { name: /Membership start date/ })).toHaveValue('07/01/2030');
    expect(screen.getByRole('textbox', { name: /Payment start date/ })).toHaveValue('07/01/2030');
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment type' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Credit Card', 'Direct Debit']);
    await userEvent.click(screen.getByRole('option', { name: 'Credit Card' }));
    expect(shown().paymentType).toBe('17');
  });

  it('a paid-in-full type: no start dates, Credit Card only', async () => {
    renderWithProviders(<Harness directDebit={false} />);
    expect(screen.queryByRole('textbox', { name: /start date/ })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment type' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Credit Card']);
  });

  it('the payment start date follows the membership start date; a weekend is refused', async () => {
    renderWithProviders(<Harness directDebit />);
    const membership = screen.getByRole('textbox', { name: /Membership start date/ });
    await retype(membership, '09/01/2030');
    expect(shown()).toMatchObject({ membershipStartDate: '2030-01-09', paymentStartDate: '2030-01-09' });
    const payment = screen.getByRole('textbox', { name: /Payment start date/ });
    await retype(payment, '12/01/2030');
    await userEvent.tab();
    expect(payment).toHaveAccessibleDescription(/Please enter valid date\./);
    expect(shown().membershipStartDate).toBe('2030-01-09');
  });
});
