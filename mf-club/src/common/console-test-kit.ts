// For the console pages' component tests: a catalogue the mocked API keeps, and a form's own
// rules answering before anything is sent.
import { screen, userEvent, type MockApi, type MockApiCall } from '@portal/shared/test-utils';

/**
 * A catalogue's POST in a test: the created row (the body, and what the server adds to it) joins
 * `rows`, which the catalogue's GET answers, and is the answer.
 */
export const createsInto =
  <Row>(rows: Row[], added: Partial<Row>) =>
  (call: MockApiCall): Row => {
    const made = { ...(call.body as object), ...added } as Row;
    rows.push(made);
    return made;
  };

/**
 * Presses the form's `save` button and expects the form's own rule to answer `message`, with
 * nothing sent to `route`: the console checks what it can before asking the server. `scope` is a
 * dialog's queries when the form is in one.
 */
export async function expectRefusedBeforeSending(
  { api, route, save, message }: { api: MockApi; route: string; save: string; message: string | RegExp },
  scope: Pick<typeof screen, 'getByRole' | 'findByText'> = screen,
): Promise<void> {
  await userEvent.click(scope.getByRole('button', { name: save }));
  expect(await scope.findByText(message)).toBeInTheDocument();
  expect(api.callsTo(route)).toHaveLength(0);
}
