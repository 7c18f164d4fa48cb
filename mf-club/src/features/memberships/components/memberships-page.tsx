import { Badge } from '@mantine/core';
import type {
  AddonInput,
  ConsoleAddon,
  ConsoleMembershipType,
  ConsolePromoCode,
  ConsoleVoucher,
  FreezeType,
  FreezeTypeInput,
  MembershipTypeInput,
  PromoCodeInput,
  VoucherInput,
} from '@portal/shared/contracts';
import { useCatalogue } from '../../../common/catalogue-api';
import { CatalogueList } from '../../../common/catalogue-list';
import { ConsoleTabs } from '../../../common/console-tabs';
import { dollars } from '../../../common/money';
import { addonValues, NEW_ADDON, NEW_PROMO, NEW_VOUCHER, promoValues, voucherValues } from '../lib/discount-forms';
import { freezeTypeValues, NEW_FREEZE_TYPE } from '../lib/freeze-type-form';
import { membershipTypeValues, NEW_MEMBERSHIP_TYPE } from '../lib/membership-type-form';
import { AddonForm, PromoCodeForm, VoucherForm } from './discount-forms';
import { FreezeTypeForm } from './freeze-type-form';
import { MembershipTypeForm } from './membership-type-form';

const status = (active: boolean) => (active ? <Badge color="green">On sale</Badge> : <Badge color="gray">Retired</Badge>);
const discount = (kind: 'percent' | 'fixed', value: number) => (kind === 'percent' ? `${value}%` : dollars(value));

/** ADMIN: what members buy with a membership: types, add-ons, promo codes, and the shop's vouchers. */
export function MembershipsPage() {
  const types = useCatalogue<ConsoleMembershipType, MembershipTypeInput>('membership-types', 'membership');
  const addons = useCatalogue<ConsoleAddon, AddonInput>('add-ons', 'membership', ['membership-types']);
  const promos = useCatalogue<ConsolePromoCode, PromoCodeInput>('promo-codes', 'membership');
  const vouchers = useCatalogue<ConsoleVoucher, VoucherInput>('vouchers', 'cart');
  const freezes = useCatalogue<FreezeType, FreezeTypeInput>('freeze-types', 'membership');
  const typesList = (
    <CatalogueList
      catalogue={types}
      noun="membership type"
      empty="No membership types yet: create the first one, and join online sells it at once."
      columns={{
        Name: (t) => t.description,
        Payment: (t) => (t.paymentKind === 'direct-debit' ? `Direct debit, ${t.paymentFrequency}` : 'Paid in full'),
        Price: (t) => dollars(t.priceCents),
        'Joining fee': (t) => dollars(t.joiningFeeCents),
        Members: (t) => t.memberCount,
        Status: (t) => status(t.active),
      }}
      form={(row, save, close) => (
        <MembershipTypeForm initial={row ? membershipTypeValues(row) : NEW_MEMBERSHIP_TYPE} addons={addons.list.data ?? []} onSave={save} onCancel={close} />
      )}
    />
  );
  const addonsList = (
    <CatalogueList
      catalogue={addons}
      noun="add-on"
      empty="No add-ons yet."
      columns={{
        Name: (a) => a.description,
        Price: (a) => dollars(a.totalCostCents),
        'Minimum period': (a) => a.minimumPeriodLabel,
        Members: (a) => a.holderCount,
        Status: (a) => status(a.active),
      }}
      form={(row, save, close) => <AddonForm initial={row ? addonValues(row) : NEW_ADDON} onSave={save} onCancel={close} />}
    />
  );
  const promosList = (
    <CatalogueList
      catalogue={promos}
      noun="promo code"
      empty="No promo codes yet."
      columns={{
        Code: (p) => p.code,
        Discount: (p) => discount(p.kind, p.value),
        From: (p) => p.validFrom || '-',
        To: (p) => p.validTo || '-',
        Uses: (p) => (p.maxUses ? `${p.uses} of ${p.maxUses}` : p.uses),
        Status: (p) => status(p.active),
      }}
      form={(row, save, close) => <PromoCodeForm initial={row ? promoValues(row) : NEW_PROMO} onSave={save} onCancel={close} />}
    />
  );
  const vouchersList = (
    <CatalogueList
      catalogue={vouchers}
      noun="voucher"
      empty="No shop vouchers yet."
      columns={{
        Code: (v) => v.code,
        Discount: (v) => discount(v.kind, v.value),
        'Least spend': (v) => dollars(v.minSpendCents),
        Until: (v) => v.validTo || '-',
        Uses: (v) => v.uses,
        Status: (v) => status(v.active),
      }}
      form={(row, save, close) => <VoucherForm initial={row ? voucherValues(row) : NEW_VOUCHER} onSave={save} onCancel={close} />}
    />
  );
  const freezesList = (
    <CatalogueList
      catalogue={freezes}
      noun="freeze type"
      empty="No freeze types yet: members suspend within the club's maximum days. Add one, and members choose it on /suspendmember."
      columns={{
        Name: (f) => f.name,
        Length: (f) => `${f.minDays} to ${f.maxDays} days`,
        Fee: (f) => (f.feeKind === 'flat' ? dollars(f.feeCents) : `${dollars(f.feeCents)} a week`),
        'A year': (f) => f.maxPerYear,
        Notice: (f) => `${f.noticeDays} days`,
        Status: (f) => (f.active ? <Badge color="green">Offered</Badge> : <Badge color="gray">Retired</Badge>),
      }}
      form={(row, save, close) => <FreezeTypeForm initial={row ? freezeTypeValues(row) : NEW_FREEZE_TYPE} onSave={save} onCancel={close} />}
    />
  );
  return (
    <ConsoleTabs
      tabs={[
        { value: 'types', label: 'Membership types', panel: typesList },
        { value: 'add-ons', label: 'Add-ons', panel: addonsList },
        { value: 'promo-codes', label: 'Promo codes', panel: promosList },
        { value: 'vouchers', label: 'Shop vouchers', panel: vouchersList },
        { value: 'freeze-types', label: 'Freeze types', panel: freezesList },
      ]}
    />
  );
}
