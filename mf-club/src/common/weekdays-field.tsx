import { Checkbox, Group, type CheckboxGroupProps } from '@mantine/core';
import { WEEKDAY_CODES, WEEKDAY_LABELS } from '@portal/shared/contracts';

/** The days a weekly series runs: a checkbox a weekday (the props are the form's input props). */
export function WeekdaysField(props: Omit<CheckboxGroupProps, 'label' | 'children'>) {
  return (
    <Checkbox.Group label="Days" withAsterisk {...props}>
      <Group mt="xs">
        {WEEKDAY_CODES.map((code) => (
          <Checkbox key={code} value={code} label={WEEKDAY_LABELS[code]} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
