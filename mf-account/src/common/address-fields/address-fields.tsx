import { SimpleGrid, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddressSearch } from '../address-search/address-search';
import { TEXT_LIMITS } from '@portal/shared';

/** The form's own keys for the four parts: the member and guardian APIs spell suburb and post code differently. */
interface AddressFieldNames<Values> {
  street: keyof Values & string;
  suburb: keyof Values & string;
  state: keyof Values & string;
  postCode: keyof Values & string;
}

export interface AddressFieldsProps<Values> {
  form: Pick<UseFormReturnType<Values>, 'getInputProps' | 'setValues'>;
  names: AddressFieldNames<Values>;
  /** The member page says "Post Code", the guardian page "Postal Code". */
  postCodeLabel: string;
}

/** Address section of a profile form: the search fills street, suburb, state and post code. */
export function AddressFields<Values>({ form, names, postCodeLabel }: AddressFieldsProps<Values>) {
  return (
    <>
      <Title order={4}>Address</Title>
      <AddressSearch
        onSelect={(a) =>
          form.setValues({ [names.street]: a.street, [names.suburb]: a.suburb, [names.state]: a.state, [names.postCode]: a.postCode } as Partial<Values>)
        }
      />
      <TextInput label="Street" maxLength={TEXT_LIMITS.street} {...form.getInputProps(names.street)} />
      {/* Three side by side only where each still fits: stacked on a phone. */}
      <SimpleGrid cols={{ base: 1, xs: 3 }} verticalSpacing="sm">
        <TextInput label="Suburb" maxLength={TEXT_LIMITS.suburb} {...form.getInputProps(names.suburb)} />
        <TextInput label="State" maxLength={TEXT_LIMITS.state} {...form.getInputProps(names.state)} />
        <TextInput label={postCodeLabel} maxLength={TEXT_LIMITS.postCode} {...form.getInputProps(names.postCode)} />
      </SimpleGrid>
    </>
  );
}
