import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { toastError } from '../../ui/toast';
import { validateChangePassword } from '../change-password/validate-change-password';
import { resetPasswordWithToken } from '../session/auth-api';
import { TEXT_LIMITS } from '@portal/shared/text-limits';

/** /reset-password?token=… — sets a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const errors = validateChangePassword({ current: '', next, confirm }, false);
  const invalid = Object.keys(errors).length > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || busy) return;
    setBusy(true);
    try {
      await resetPasswordWithToken(token, next, confirm);
      setDone(true);
    } catch (error) {
      toastError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="md" p="xl" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h3">
            Reset Password
          </Title>
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
                  value={next}
                  onChange={(e) => setNext(e.currentTarget.value)}
                  error={touched ? errors.next : undefined}
                />
                <PasswordInput
                  maxLength={TEXT_LIMITS.password}
                  label="Confirm Password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.currentTarget.value)}
                  error={touched ? errors.confirm : undefined}
                />
                <Button type="submit" loading={busy}>
                  Save
                </Button>
              </Stack>
            </form>
          )}
          <Anchor component={Link} to="/login">
            Back to Account Login
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
