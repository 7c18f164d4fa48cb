import { Menu, ScrollArea, Tabs, Text } from '@mantine/core';
import type { OutstandingStudent } from '@portal/shared/core';
import { formatDollars } from '@portal/shared/formatters';
import type { DeferredMenuProps } from '../layout/deferred-menu';

interface Props extends DeferredMenuProps {
  students: OutstandingStudent[];
  onPay: (student: OutstandingStudent) => void;
}

/** The bell's dropdown: the students with dues, each opening its payment. */
export function SwimBellMenu({ trigger, defaultOpened, students, onPay }: Props) {
  return (
    <Menu width={300} position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>My Notifications</Menu.Label>
        <Tabs defaultValue="dues">
          <Tabs.List>
            <Tabs.Tab value="dues">Student/s due for payment</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="dues">
            <ScrollArea h={250}>
              {students.length === 0 ? (
                <Text p="sm" c="dimmed">
                  No new notification
                </Text>
              ) : (
                students.map((s) => (
                  <Menu.Item key={s.posTrasanctionId} onClick={() => onPay(s)}>
                    {s.studentName} - {formatDollars(s.outstandingAmount)}
                  </Menu.Item>
                ))
              )}
            </ScrollArea>
          </Tabs.Panel>
        </Tabs>
      </Menu.Dropdown>
    </Menu>
  );
}
