/**
 * What a mocked server holds between calls, for mockApi routes: a read route answers `read`, and a
 * write route made by `becomes` changes what the next read answers. For a test that checks a write
 * shows on the page the way the server's next answer would.
 */
export interface ServerState<T> {
  read: () => T;
  /** A route that sets the state to `next` and answers `answer`. */
  becomes: (next: T, answer?: unknown) => () => unknown;
}

export function serverState<T>(initial: T): ServerState<T> {
  let value = initial;
  const becomes = (next: T, answer: unknown = null) => () => {
    value = next;
    return answer;
  };
  return { read: () => value, becomes };
}
