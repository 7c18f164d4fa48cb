import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@portal/shared/core';
import { CURRENT_PASSWORD_INVALID, PASSWORD_CHANGED } from '@portal/shared/messages';
import { toastError, toastSuccess } from '../../ui/toast';
import { changePassword } from '../session/auth-api';
import { logout } from '../session/logout';
import { validateChangePassword, type PasswordFields } from './validate-change-password';
import { TEXT_LIMITS } from '@portal/shared/text-limits';

/** /changepassword: Save stays disabled while invalid; success signs the user out. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.userId);
  const [values, setValues] = useState<PasswordFields>({ current: '', next: '', confirm: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordFields, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const errors = validateChangePassword(values);
  const invalid = Object.keys(errors).length > 0;

  const field = (name: keyof PasswordFields) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setTouched((t) => ({ ...t, [name]: true }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    // Errors show only once a field is dirty or touched (docs/spec/account-core.md §5).
    error: touched[name] ? errors[name] : undefined,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || busy || userId == null) return;
    setBusy(true);
    try {
      const payload = await changePassword({
        userId,
        oldPassword: values.current,
        newPassword: values.next,
        confirmPassword: values.confirm,
      });
      if (typeof payload === 'string' && payload.toLowerCase() !== 'success') throw new Error(payload);
      toastSuccess(PASSWORD_CHANGED);
      await logout((to) => navigate(to, { replace: true }));
    } catch {
      toastError(CURRENT_PASSWORD_INVALID);
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" maw={480} component="section" aria-labelledby="change-password-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} size="h3" id="change-password-title">
            Change Password
          </Title>
          <PasswordInput maxLength={TEXT_LIMITS.password} label="Current Password" autoComplete="current-password" {...field('current')} />
          <PasswordInput maxLength={TEXT_LIMITS.password} label="New Password" autoComplete="new-password" {...field('next')} />
          <PasswordInput maxLength={TEXT_LIMITS.password} label="Confirm Password" autoComplete="new-password" {...field('confirm')} />
          <Button type="submit" disabled={invalid} loading={busy}>
            Save
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
