// For the console pages' component tests: a catalogue the mocked API keeps.
import type { MockApiCall } from '@portal/shared/test-utils';

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
