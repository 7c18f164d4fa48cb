// Browser barrel of @portal/shared. Named re-exports only, so bundlers can tree-shake.
// The stateful, light part comes through the `@portal/shared/core` singleton (see src/core.ts)
// so the shell can start with the core alone and this barrel still shares its one session store,
// event bus and API client. Do not import those folders relatively here.
export * from '@portal/shared/core';
export * from '@portal/shared/query';
// Card rules (card-validator) live outside the light core: core.ts.
export * from './validators/card-type';
export * from './validators/card-rules';
export * from './validators/cvv';
export * from './validators/catalogue-rules';
export * from './validators/school-rules';
export * from './validators/freeze-rules';
export * from './ui/spinner-button/spinner-button';
export * from './ui/message-box/message-box';
export * from './ui/dialog/dialog';
export * from './ui/dialog/escape-layers';
export * from './ui/confirm-dialog/confirm-dialog';
export * from './ui/field-errors/field-errors';
export * from './ui/error-alert/error-alert';
export * from './ui/letters-only-input/letters-only-input';
export * from './ui/signature-dialog/signature-dialog';
export * from './ui/loaded-list/loaded-list';
export * from './ui/card-frame/card-capture';
export * from './ui/card-frame/card-frame';
export * from './ui/page-title/page-title';
export * from './ui/form-submit/form-submit';
export * from './ui/table-head/table-head';
export * from './ui/select-options/select-options';
export * from './ui/data-table/data-table';
export * from './ui/member-card/member-card';
export * from './ui/child-dialog/child-dialog';
export * from './ui/date-field/date-field';
export * from './ui/payment-fields';
