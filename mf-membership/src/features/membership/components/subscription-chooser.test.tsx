import { renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import type { PurchasableSubscription } from '@portal/shared/contracts';
import { SubscriptionChooser } from './subscription-chooser';

const sub = (subscriptionId: number, subscriptionName: string, subscriptionType: number) =>
  ({
    subscriptionId,
    subscriptionName,
    subscriptionType,
    subscriptionTypeName: subscriptionType === 1 ? 'Personal Training' : 'Creche Session',
    contractType: 1,
    totalCost: 50,
    totalCostCents: 5000,
    numberOfSession: 5,
    onlineBodyDescription: '$50.00',
    onlineFooterDescription: 'No of Session(s): 5',
  }) as unknown as PurchasableSubscription;

const subs = [sub(1, 'PT 5 Pack', 1), sub(2, 'PT 10 Pack', 1), sub(3, 'Creche 5', 4)];

describe('SubscriptionChooser', () => {
  it('replaces the earlier pick of the same type instead of refusing the new one (docs/spec/account-core.md §4, extras)', async () => {
    const onNext = jest.fn();
    renderWithProviders(<SubscriptionChooser opened subscriptions={subs} selected={[]} onNext={onNext} onNoThanks={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Select PT 5 Pack' }));
    await user.click(screen.getByRole('button', { name: 'Select PT 10 Pack' }));
    expect(screen.getByRole('button', { name: 'Selected PT 10 Pack' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Select PT 5 Pack' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Opps.. You can only subscribe to one subscription type.')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Creche Sessions' }));
    await user.click(screen.getByRole('button', { name: 'Select Creche 5' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledWith([subs[1], subs[2]]);
  });
});
