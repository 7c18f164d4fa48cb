import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConsoleTab {
  value: string;
  label: string;
  panel: ReactNode;
}

interface Props {
  tabs: ConsoleTab[];
  /** Controlled: the open tab and its change; without them the first tab opens. */
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** A console page in tabs: only the open one is mounted, so each list loads when it is shown. */
export function ConsoleTabs({ tabs, value, onChange }: Props) {
  const controlled = onChange ? { value, onChange } : { defaultValue: tabs[0]?.value };
  return (
    <Tabs {...controlled} keepMounted={false}>
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value} pt="md">
          {t.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
