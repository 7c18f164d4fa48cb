import { Badge, Tabs } from '@mantine/core';
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
  return (
    <Tabs defaultValue="types" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="types">Membership types</Tabs.Tab>
        <Tabs.Tab value="add-ons">Add-ons</Tabs.Tab>
        <Tabs.Tab value="promo-codes">Promo codes</Tabs.Tab>
        <Tabs.Tab value="vouchers">Shop vouchers</Tabs.Tab>
        <Tabs.Tab value="freeze-types">Freeze types</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="types" pt="md">
        <CatalogueList
          catalogue={types}
          noun="membership type"
          empty="No membership types yet: create the first one, and join online sells it at once."
          columns={['Name', 'Payment', 'Price', 'Joining fee', 'Members', 'Status']}
          cells={(t) => [
            t.description,
            t.paymentKind === 'direct-debit' ? `Direct debit, ${t.paymentFrequency}` : 'Paid in full',
            dollars(t.priceCents),
            dollars(t.joiningFeeCents),
            t.memberCount,
            status(t.active),
          ]}
          form={(row, save, close) => (
            <MembershipTypeForm initial={row ? membershipTypeValues(row) : NEW_MEMBERSHIP_TYPE} addons={addons.list.data ?? []} onSave={save} onCancel={close} />
          )}
        />
      </Tabs.Panel>
      <Tabs.Panel value="add-ons" pt="md">
        <CatalogueList
          catalogue={addons}
          noun="add-on"
          empty="No add-ons yet."
          columns={['Name', 'Price', 'Minimum period', 'Members', 'Status']}
          cells={(a) => [a.description, dollars(a.totalCostCents), a.minimumPeriodLabel, a.holderCount, status(a.active)]}
          form={(row, save, close) => <AddonForm initial={row ? addonValues(row) : NEW_ADDON} onSave={save} onCancel={close} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="promo-codes" pt="md">
        <CatalogueList
          catalogue={promos}
          noun="promo code"
          empty="No promo codes yet."
          columns={['Code', 'Discount', 'From', 'To', 'Uses', 'Status']}
          cells={(p) => [p.code, discount(p.kind, p.value), p.validFrom || '-', p.validTo || '-', p.maxUses ? `${p.uses} of ${p.maxUses}` : p.uses, status(p.active)]}
          form={(row, save, close) => <PromoCodeForm initial={row ? promoValues(row) : NEW_PROMO} onSave={save} onCancel={close} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="vouchers" pt="md">
        <CatalogueList
          catalogue={vouchers}
          noun="voucher"
          empty="No shop vouchers yet."
          columns={['Code', 'Discount', 'Least spend', 'Until', 'Uses', 'Status']}
          cells={(v) => [v.code, discount(v.kind, v.value), dollars(v.minSpendCents), v.validTo || '-', v.uses, status(v.active)]}
          form={(row, save, close) => <VoucherForm initial={row ? voucherValues(row) : NEW_VOUCHER} onSave={save} onCancel={close} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="freeze-types" pt="md">
        <CatalogueList
          catalogue={freezes}
          noun="freeze type"
          empty="No freeze types yet: members suspend within the club's maximum days. Add one, and members choose it on /suspendmember."
          columns={['Name', 'Length', 'Fee', 'A year', 'Notice', 'Status']}
          cells={(f) => [
            f.name,
            `${f.minDays} to ${f.maxDays} days`,
            f.feeKind === 'flat' ? dollars(f.feeCents) : `${dollars(f.feeCents)} a week`,
            f.maxPerYear,
            `${f.noticeDays} days`,
            f.active ? <Badge color="green">Offered</Badge> : <Badge color="gray">Retired</Badge>,
          ]}
          form={(row, save, close) => <FreezeTypeForm initial={row ? freezeTypeValues(row) : NEW_FREEZE_TYPE} onSave={save} onCancel={close} />}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
