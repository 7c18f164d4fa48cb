import { useForm } from '@mantine/form';
import { act, apiFailure, mockApi, renderWithProviders, screen, userEvent, waitFor } from '@portal/shared/test-utils';
import { AddressFields } from './address-fields';

interface Values {
  street: string;
  subUrb: string;
  state: string;
  postalCode: string;
}

function Harness() {
  const form = useForm<Values>({ initialValues: { street: '', subUrb: '', state: '', postalCode: '' } });
  return <AddressFields form={form} names={{ street: 'street', suburb: 'subUrb', state: 'state', postCode: 'postalCode' }} postCodeLabel="Postal Code" />;
}


describe('AddressFields', () => {
  test("the search fills the form's own street, suburb, state and post code keys", async () => {
    const hit = { formatted_address: '3 Marine Pde, Coogee NSW 2034, Australia', locality: 'Coogee', admin_area_l1: 'NSW', street_number: '3', route: 'Marine Pde' };
    mockApi({ 'GET /geocoder/search': [{ ...hit, country: 'Australia', postal_code: '2034', latitude: null, longitude: null }] });
    renderWithProviders(<Harness />);
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Address search' }), 'Marine Pde');
    await userEvent.click(await screen.findByRole('option', { name: /Coogee NSW 2034/ }, { timeout: 3000 }));
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('3 Marine Pde');
    expect(screen.getByRole('textbox', { name: 'Suburb' })).toHaveValue('Coogee');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('NSW');
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toHaveValue('2034');
  });

  test('a geocoder that fails leaves no suggestions and the fields to fill by hand', async () => {
    const api = mockApi({ 'GET /geocoder/search': apiFailure(503, 'The address search is not available.') });
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Address search' }), 'Marine Pde');
    await waitFor(() => expect(api.calls.filter((c) => c.path.startsWith('/geocoder/search'))).toHaveLength(1), { timeout: 3000 });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Street' }), '3 Marine Pde');
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('3 Marine Pde');
  });

  test('asks the geocoder only from three characters, once per text', async () => {
    const api = mockApi({ 'GET /geocoder/search': [] });
    renderWithProviders(<Harness />);
    const search = screen.getByRole('combobox', { name: 'Address search' });
    await userEvent.type(search, 'Ma');
    // Inside act: the search's debounce settles in this wait, and its update belongs to the test.
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(api.calls).toHaveLength(0);
    await userEvent.type(search, 'r');
    await waitFor(() => expect(api.calls).toHaveLength(1), { timeout: 3000 });
  });
});
