import { useEffect, useState } from 'react';

/** docs/spec/bookings-commerce.md §5/§9: filter after a 150 ms pause, only when the text is empty or longer than 3 characters. */
const SEARCH_DEBOUNCE_MS = 150;
const SEARCH_MIN_LENGTH = 3;

function isSearchable(text: string): boolean {
  const t = text.trim();
  return t.length === 0 || t.length > SEARCH_MIN_LENGTH;
}

/** The search text the product list should use: follows the typed text after the pause, when searchable. */
export function useSearchText(typed: string): string {
  const [applied, setApplied] = useState('');
  useEffect(() => {
    if (!isSearchable(typed)) return undefined;
    const timer = setTimeout(() => setApplied(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return applied;
}
