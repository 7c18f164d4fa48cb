import { MantineProvider, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMantineTheme } from './build-theme';

const GENDERS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
];

describe('buildMantineTheme', () => {
  it('renders a Select\'s options only once its dropdown opens', async () => {
    render(
      <MantineProvider theme={buildMantineTheme(null)} env="test">
        <Select label="Gender" data={GENDERS} />
      </MantineProvider>,
    );
    // Closed: no hidden list of options in the page (Mantine 9 keeps one mounted by default).
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Gender' })).not.toHaveAttribute('aria-controls');

    await userEvent.click(screen.getByRole('combobox', { name: 'Gender' }));
    expect(await screen.findByRole('option', { name: 'Female' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Female' }));
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('uses the club\'s background colour as the primary colour', () => {
    const theme = buildMantineTheme({ primaryBackgroundColor: '#2f9e44' } as Parameters<typeof buildMantineTheme>[0]);
    expect(theme.primaryColor).toBe('club');
  });
});
