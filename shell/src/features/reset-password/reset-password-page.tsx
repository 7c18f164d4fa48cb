import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../ui/auth-card';
import { toastError } from '../../ui/toast';
import { validateChangePassword } from '../change-password/validate-change-password';
import { resetPasswordWithToken } from '../session/auth-api';
import { TEXT_LIMITS } from '@portal/shared/text-limits';
import { errorMessage } from '@portal/shared/core';

/** /reset-password?token=… — sets a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ next: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const errors = validateChangePassword({ current: '', ...values }, false);
  const invalid = Object.keys(errors).length > 0;

  // Errors show once Save has been pressed.
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: touched ? errors[name] : undefined,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || busy) return;
    setBusy(true);
    try {
      await resetPasswordWithToken(token, values.next, values.confirm);
      setDone(true);
    } catch (error) {
      toastError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Reset Password" backTo="/login">
      {!token ? (
        <Text role="alert">This reset link is incomplete. Please use the link from your e-mail.</Text>
      ) : done ? (
        <Text role="status">Your password has been reset. You can now sign in.</Text>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <PasswordInput
              maxLength={TEXT_LIMITS.password}
              label="New Password"
              autoComplete="new-password"
              {...field('next')}
            />
            <PasswordInput
              maxLength={TEXT_LIMITS.password}
              label="Confirm Password"
              autoComplete="new-password"
              {...field('confirm')}
            />
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
