// The e-mailed "confirm deleting your account" link: its token is the proof, no session needed.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import type { AccountDeletion } from '@portal/shared/contracts';

const postConfirmation = (token: string) =>
  apiPost<AccountDeletion>('privacy/account-deletion/confirm', { token }, { ignoreUnauthorized: true });

export const useConfirmDeletion = () => useMutation({ mutationFn: postConfirmation });
