import { addonErrors, promoCodeErrors, voucherErrors } from '@portal/shared';
import type { AddonInput, ConsoleAddon, ConsolePromoCode, ConsoleVoucher, PromoCodeInput, VoucherInput } from '@portal/shared/contracts';
import { toCents, toDollars } from '../../../common/money';

/** Add-on, promo code and voucher forms: the inputs with money in dollars as typed. */
export type AddonValues = Omit<AddonInput, 'totalCostCents'> & { totalCostCents: number | string };
export const NEW_ADDON: AddonValues = { description: '', totalCostCents: '', minimumPeriodLabel: '', visits: 0, validDays: 0 };
export const addonValues = (a: ConsoleAddon): AddonValues => ({ description: a.description, totalCostCents: toDollars(a.totalCostCents), minimumPeriodLabel: a.minimumPeriodLabel, visits: a.visits, validDays: a.validDays });
export const addonInput = (v: AddonValues): AddonInput => ({ ...v, totalCostCents: toCents(v.totalCostCents) });
export const validateAddon = (v: AddonValues) => addonErrors(addonInput(v));

/** A promo's value: a percent as typed, or dollars for a fixed amount. */
export type PromoValues = Omit<PromoCodeInput, 'value'> & { value: number | string };
export const NEW_PROMO: PromoValues = { code: '', kind: 'percent', value: '', appliesTo: 'any', validFrom: '', validTo: '', maxUses: 0 };
export const promoValues = (p: ConsolePromoCode): PromoValues => ({
  code: p.code, kind: p.kind, value: p.kind === 'fixed' ? toDollars(p.value) : p.value, appliesTo: p.appliesTo, validFrom: p.validFrom, validTo: p.validTo, maxUses: p.maxUses,
});
export const promoInput = (v: PromoValues): PromoCodeInput => ({ ...v, value: v.kind === 'fixed' ? toCents(v.value) : Number(v.value === '' ? Number.NaN : v.value) });
export const validatePromo = (v: PromoValues) => promoCodeErrors(promoInput(v));

export type VoucherValues = Omit<VoucherInput, 'value' | 'minSpendCents'> & { value: number | string; minSpendCents: number | string };
export const NEW_VOUCHER: VoucherValues = { code: '', kind: 'percent', value: '', minSpendCents: 0, validTo: '', singleUsePerMember: false };
export const voucherValues = (v: ConsoleVoucher): VoucherValues => ({
  code: v.code, kind: v.kind, value: v.kind === 'fixed' ? toDollars(v.value) : v.value, minSpendCents: toDollars(v.minSpendCents), validTo: v.validTo, singleUsePerMember: v.singleUsePerMember,
});
export const voucherInput = (v: VoucherValues): VoucherInput => ({
  ...v, value: v.kind === 'fixed' ? toCents(v.value) : Number(v.value === '' ? Number.NaN : v.value), minSpendCents: toCents(v.minSpendCents),
});
export const validateVoucher = (v: VoucherValues) => voucherErrors(voucherInput(v));
