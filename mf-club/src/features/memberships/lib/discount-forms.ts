import { addonErrors, promoCodeErrors, voucherErrors } from '@portal/shared';
import type { AddonInput, ConsoleAddon, ConsolePromoCode, ConsoleVoucher, PromoCodeInput, VoucherInput } from '@portal/shared/contracts';
import { toCents, toDollars } from '../../../common/money';

/** Add-on, promo code and voucher forms: the inputs with money in dollars as typed. */
export type AddonValues = Omit<AddonInput, 'totalCostCents'> & { totalCostCents: number | string };
export const NEW_ADDON: AddonValues = { description: '', totalCostCents: '', minimumPeriodLabel: '', visits: 0, validDays: 0 };
export const addonValues = (a: ConsoleAddon): AddonValues => ({ description: a.description, totalCostCents: toDollars(a.totalCostCents), minimumPeriodLabel: a.minimumPeriodLabel, visits: a.visits, validDays: a.validDays });
export const addonInput = (v: AddonValues): AddonInput => ({ ...v, totalCostCents: toCents(v.totalCostCents) });
export const validateAddon = (v: AddonValues) => addonErrors(addonInput(v));

/** A discount's value as typed: a percent, or dollars for a fixed amount (the API keeps cents). */
const discountValue = (d: { kind: 'percent' | 'fixed'; value: number }): number => (d.kind === 'fixed' ? toDollars(d.value) : d.value);
const discountInput = (d: { kind: 'percent' | 'fixed'; value: number | string }): number =>
  d.kind === 'fixed' ? toCents(d.value) : Number(d.value === '' ? Number.NaN : d.value);

/** A promo's value: a percent as typed, or dollars for a fixed amount. */
export type PromoValues = Omit<PromoCodeInput, 'value'> & { value: number | string };
export const NEW_PROMO: PromoValues = { code: '', kind: 'percent', value: '', appliesTo: 'any', validFrom: '', validTo: '', maxUses: 0 };
export const promoValues = (p: ConsolePromoCode): PromoValues => ({
  code: p.code, kind: p.kind, value: discountValue(p), appliesTo: p.appliesTo, validFrom: p.validFrom, validTo: p.validTo, maxUses: p.maxUses,
});
export const promoInput = (v: PromoValues): PromoCodeInput => ({ ...v, value: discountInput(v) });
export const validatePromo = (v: PromoValues) => promoCodeErrors(promoInput(v));

export type VoucherValues = Omit<VoucherInput, 'value' | 'minSpendCents'> & { value: number | string; minSpendCents: number | string };
export const NEW_VOUCHER: VoucherValues = { code: '', kind: 'percent', value: '', minSpendCents: 0, validTo: '', singleUsePerMember: false };
export const voucherValues = (v: ConsoleVoucher): VoucherValues => ({
  code: v.code, kind: v.kind, value: discountValue(v), minSpendCents: toDollars(v.minSpendCents), validTo: v.validTo, singleUsePerMember: v.singleUsePerMember,
});
export const voucherInput = (v: VoucherValues): VoucherInput => ({
  ...v, value: discountInput(v), minSpendCents: toCents(v.minSpendCents),
});
export const validateVoucher = (v: VoucherValues) => voucherErrors(voucherInput(v));
