import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { apiGet, TEXT_LIMITS } from '@portal/shared';
import type { GeocodeResult } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** What a chosen suggestion fills in (state is the short name, e.g. NSW). */
export interface AddressParts {
  street: string;
  suburb: string;
  state: string;
  postCode: string;
}

const searchAddress = (q: string) => apiGet<GeocodeResult[]>('/geocoder/search', { searchParams: { q } });

function toAddressParts(r: GeocodeResult): AddressParts {
  return {
    street: [r.street_number, r.route].filter(Boolean).join(' '),
    suburb: r.locality,
    state: r.admin_area_l1,
    postCode: r.postal_code,
  };
}

// At least this many characters before the geocoder is asked (a shorter text matches half a country).
const MIN_QUERY_LENGTH = 3;

/** Address search restricted to Australia, backed by the server's geocoder. */
export function AddressSearch({ onSelect }: { onSelect: (parts: AddressParts) => void }) {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), 300);
  const asked = debounced.length >= MIN_QUERY_LENGTH;
  // A failed search shows no suggestions (the fields below stay editable by hand): no retry, no toast.
  const search = useQuery({ queryKey: ['geocoder', debounced], queryFn: () => searchAddress(debounced), enabled: asked, retry: false, staleTime: 5 * 60_000 });
  const results = asked ? (search.data ?? []) : [];
  const loading = asked && search.isFetching;

  return (
    <Autocomplete
      maxLength={TEXT_LIMITS.addressSearch}
      label="Address search"
      placeholder="Start typing an Australian address or suburb"
      value={value}
      onChange={setValue}
      data={[...new Set(results.map((r) => r.formatted_address))]}
      filter={({ options }) => options}
      rightSection={loading ? <Loader size="xs" /> : null}
      onOptionSubmit={(label) => {
        const hit = results.find((r) => r.formatted_address === label);
        if (hit) onSelect(toAddressParts(hit));
      }}
    />
  );
}
