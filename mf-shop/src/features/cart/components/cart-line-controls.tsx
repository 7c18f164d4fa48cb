import { ActionIcon, Group, Text, type ActionIconProps } from '@mantine/core';
import type { CartLine } from '@portal/shared/contracts';

/** What the cart's two layouts (table on a wide screen, list on a phone) take: the lines and the three actions. */
export interface CartLinesProps {
  lines: CartLine[];
  busy: boolean;
  onPlus: (line: CartLine) => void;
  onMinus: (line: CartLine) => void;
  onDelete: (line: CartLine) => void;
}

interface ControlProps {
  line: CartLine;
  busy: boolean;
  onClick: (line: CartLine) => void;
}

// Not `disabled` while the cart updates: the browser drops the focus of a control that becomes
// disabled, so a keyboard user pressing + would land back at the top of the page. aria-disabled
// says it is busy, and a press meanwhile does nothing.
function LineButton({
  line,
  busy,
  onClick,
  label,
  children,
  ...props
}: ControlProps & ActionIconProps & { label: string; children: string }) {
  return (
    <ActionIcon
      {...props}
      aria-label={label}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick(line);
      }}
    >
      {children}
    </ActionIcon>
  );
}

/** −, the quantity, +: the same names in both layouts, so a line reads and works the same on both. */
export function QuantityStepper({
  line,
  busy,
  onPlus,
  onMinus,
  size,
}: Omit<ControlProps, 'onClick'> & Pick<CartLinesProps, 'onPlus' | 'onMinus'> & { size?: 'lg' }) {
  const step = { variant: 'default', size, line, busy } as const;
  return (
    <Group gap={6} wrap="nowrap">
      <LineButton {...step} onClick={onMinus} label={`One less ${line.productName}`}>
        −
      </LineButton>
      <Text aria-label={`Quantity of ${line.productName}`} miw={size ? 24 : 20} ta="center">
        {line.itemQuantity}
      </Text>
      <LineButton {...step} onClick={onPlus} label={`One more ${line.productName}`}>
        +
      </LineButton>
    </Group>
  );
}

export function RemoveLineButton({ line, busy, onClick }: ControlProps) {
  return (
    <LineButton
      color="red"
      variant="subtle"
      line={line}
      busy={busy}
      onClick={onClick}
      label={`Remove ${line.productName}`}
    >
      ✕
    </LineButton>
  );
}
