import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { renderWithProviders, screen, userEvent } from '../../test-utils';
import { REQUIRED } from '../../messages';
import { FieldErrors } from './field-errors';

function Form() {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validateInputOnChange: true,
    validateInputOnBlur: true,
    validate: { name: (v) => (v.trim() ? null : REQUIRED) },
  });
  return (
    <>
      <TextInput label="Name" {...form.getInputProps('name')} error={undefined} />
      <FieldErrors form={form} path="name" />
    </>
  );
}

describe('FieldErrors', () => {
  it('lists explicit messages', () => {
    renderWithProviders(<FieldErrors messages={['One.', 'Two.']} />);
    expect(screen.getByText('One.')).toBeInTheDocument();
    expect(screen.getByText('Two.')).toBeInTheDocument();
  });

  it('hides until the field is touched, then shows the form error', async () => {
    renderWithProviders(<Form />);
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    const input = screen.getByLabelText('Name');
    await userEvent.type(input, 'a');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  });
});
