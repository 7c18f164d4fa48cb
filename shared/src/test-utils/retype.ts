import userEvent from '@testing-library/user-event';

/** Types `text` into a field that already holds something (a default, an earlier try): emptied first, as a user would. */
export async function retype(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
