import { useNavigate } from 'react-router-dom';
import { useBusEvent } from '@portal/shared/core';

/** Any API call answering 401 clears the session (shared client); the shell then asks to sign in again. */
export function SessionWatcher() {
  const navigate = useNavigate();
  useBusEvent('session:expired', () => navigate('/login', { replace: true }));
  return null;
}
