import { useState } from 'react';

/** A public form's text fields in one object, with an onChange maker per field. */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [form, setForm] = useState(initial);
  const setValue = (k: keyof T, value: string) => setForm((f) => ({ ...f, [k]: value }));
  const set = (k: keyof T) => (e: { currentTarget: { value: string } }) => {
    // Read the value now: the event is gone by the time React runs the updater.
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [k]: value }));
  };
  return { form, set, setValue };
}
