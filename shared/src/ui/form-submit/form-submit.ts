import type { FormEvent } from 'react';

/**
 * A form's onSubmit for a page that validates and sends by itself: the browser's own submit is
 * stopped and `submit` runs (its promise is the page's business: it shows its own errors).
 */
export const formSubmit =
  (submit: () => Promise<unknown>) =>
  (event: FormEvent): void => {
    event.preventDefault();
    void submit();
  };
