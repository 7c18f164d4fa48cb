// Public pages name their club in the query string (?accountId=… or ?code=…), as the club's links
// and kiosk set-ups do.
import { useSearchParams } from 'react-router-dom';

export function useAccountId(): string {
  const [params] = useSearchParams();
  return (params.get('accountId') || params.get('code') || '').trim();
}
