import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CONFIRM_PASSWORD_WRONG_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  LOGIN_PASSWORD_REQUIRED,
} from '@portal/shared/messages';
import { AuthCard } from '../../ui/auth-card';
import { useLinkToken } from '../../ui/use-link-token';
import { confirmRegistration } from '../session/auth-api';
import { completeSignIn } from '../sign-in/complete-sign-in';
import { TEXT_LIMITS } from '@portal/shared/text-limits';
import { errorMessage } from '@portal/shared/core';

/**
 * /verify-email?token=… — the page the registration e-mail links to. The link alone activates
 * nothing (a mail scanner may open it): the password chosen when registering confirms it, then
 * the member is signed in and lands where a sign-in lands.
 */
export function ConfirmRegistrationPage() {
  const { token, problem: linkProblem, setProblem: setLinkProblem } = useLinkToken();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : LOGIN_PASSWORD_REQUIRED) },
  });

  const onSubmit = form.onSubmit(async ({ password }) => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await confirmRegistration(token, password);
      setConfirmed(true);
      navigate(await completeSignIn(result, 'member'), { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      // A wrong password belongs to its field; anything else means the link cannot be used.
      if (message === CONFIRM_PASSWORD_WRONG_MESSAGE) form.setFieldError('password', message);
      else setLinkProblem(message);
      setBusy(false);
    }
  });

  return (
    <AuthCard title="Confirm your email" backTo="/signin/1">
      {confirmed ? (
        <Text role="status">{EMAIL_CONFIRMED_MESSAGE}</Text>
      ) : linkProblem ? (
        <Alert role="alert" color="red">
          {linkProblem} You can register again from the sign-in page.
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Text>Enter the password you chose when you registered to finish and sign in.</Text>
            <PasswordInput
              maxLength={TEXT_LIMITS.password}
              label="Password"
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={busy}>
              Confirm and sign in
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
