import { Group, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { ACCOUNT_NAME_MAX, ACCOUNT_NUMBER_BOUNDS } from '../../validators/bank';
import type { DebitEntry } from './use-debit-entry';

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Under the BSB while the server looks it up. */
export const BSB_CHECKING = 'Checking BSB...';

export interface DebitFieldsProps {
  entry: DebitEntry;
}

/** BSB in two parts (checked with the server), account number and account name; errors under each. */
export function DebitFields({ entry }: DebitFieldsProps) {
  const { form, bsb, flow } = entry;
  const bsb2Ref = useRef<HTMLInputElement>(null);
  const max = ACCOUNT_NUMBER_BOUNDS[flow].max;
  const bsb2Props = form.getInputProps('bsb2');
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label="Bsb number"
          inputMode="numeric"
          maxLength={3}
          {...form.getInputProps('bsb1')}
          onChange={(e) => {
            const value = digits(e.currentTarget.value, 3);
            form.setFieldValue('bsb1', value);
            // Focus moves to the second part after 3 digits (docs/spec/account-core.md §5).
            if (value.length === 3) bsb2Ref.current?.focus();
          }}
        />
        <TextInput
          ref={bsb2Ref}
          label="Bsb number 2"
          inputMode="numeric"
          maxLength={3}
          {...bsb2Props}
          error={bsb2Props.error ?? bsb.error}
          description={bsb.pending ? BSB_CHECKING : bsb.info}
          onChange={(e) => form.setFieldValue('bsb2', digits(e.currentTarget.value, 3))}
        />
      </Group>
      <TextInput
        label="Account number"
        inputMode="numeric"
        maxLength={max}
        {...form.getInputProps('accountNumber')}
        onChange={(e) => form.setFieldValue('accountNumber', digits(e.currentTarget.value, max))}
      />
      <TextInput
        label="Account name"
        maxLength={ACCOUNT_NAME_MAX[flow]}
        {...form.getInputProps('accountName')}
        onChange={(e) => form.setFieldValue('accountName', e.currentTarget.value.replace(/[^A-Za-z ]/g, ''))}
      />
    </>
  );
}
