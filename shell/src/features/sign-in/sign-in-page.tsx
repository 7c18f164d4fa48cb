import { Anchor, Button, Center, Image, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionStore, useSession } from '@portal/shared/core';
import { NEUTRAL_EMAIL_MESSAGE } from '@portal/shared/contracts';
import { LOGIN_EMAIL_INVALID, PASSWORD_MISMATCH } from '@portal/shared/messages';
import { messageOf } from '../../api/http';
import { logoSrc } from '../../theme/build-theme';
import { toastError, toastSuccess, toastWarning } from '../../ui/toast';
import { forgotPassword, loadSession, login, register, type SignInKind } from '../session/auth-api';
import { landingAfterSignIn } from './landing';
import { isEmail, validateLogin } from './validate-login';

type Mode = 'login' | 'forgot' | 'register';

const MODE_TITLES: Record<Mode, string> = {
  login: 'Account Login',
  forgot: 'Forgot Password',
  register: 'Register',
};

/** Sign-in panel for /login, /signin/1 (member endpoint) and /signin/2 (student endpoint). */
export function SignInPage({ kind }: { kind: SignInKind }) {
  const navigate = useNavigate();
  const location = useLocation();
  const logo = useSession((s) => logoSrc(s.theme?.primaryLogo));
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const switchMode = (next: Mode) => {
    setMode(next);
    setNotice(null);
    setPassword('');
    setConfirm('');
  };

  const signIn = async () => {
    const errors = validateLogin(email, password);
    if (errors.length) {
      toastWarning(errors.join(' '));
      return;
    }
    setBusy(true);
    try {
      const result = await login(kind, email.trim(), password);
      const { user, theme } = await loadSession();
      sessionStore.getState().signedIn(user, theme, result.companyApiUrl || undefined);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(
        landingAfterSignIn({ isResetPassword: result.isResetPassword, kind, userType: user.userType, from }),
        { replace: true },
      );
    } catch (error) {
      toastError(messageOf(error));
      setBusy(false);
    }
  };

  const sendForgot = async () => {
    if (!isEmail(email)) {
      toastWarning(LOGIN_EMAIL_INVALID);
      return;
    }
    setBusy(true);
    try {
      const message = await forgotPassword(email.trim());
      setNotice(typeof message === 'string' && message ? message : NEUTRAL_EMAIL_MESSAGE);
    } catch (error) {
      toastError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const sendRegister = async () => {
    // Registration is sent only when both email and password are present (bookings-commerce §5).
    if (!email.trim() || !password) {
      toastWarning(validateLogin(email, password).join(' '));
      return;
    }
    if (!isEmail(email)) {
      toastWarning(LOGIN_EMAIL_INVALID);
      return;
    }
    if (password !== confirm) {
      toastWarning(PASSWORD_MISMATCH);
      return;
    }
    setBusy(true);
    try {
      const message = await register(email.trim(), password);
      const text = typeof message === 'string' && message ? message : NEUTRAL_EMAIL_MESSAGE;
      setNotice(text);
      toastSuccess(text);
    } catch (error) {
      toastError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'login') void signIn();
    else if (mode === 'forgot') void sendForgot();
    else void sendRegister();
  };

  return (
    <Center mih="100vh" p="md" component="main" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={420} component="section" aria-labelledby="sign-in-title">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {logo && <Image src={logo} alt="Club logo" h={80} fit="contain" />}
            <Title order={1} size="h3" id="sign-in-title" ta="center">
              {MODE_TITLES[mode]}
            </Title>
            {notice && (
              <Text role="status" c="teal.8">
                {notice}
              </Text>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            {mode !== 'forgot' && (
              <PasswordInput
                label="Password"
                autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
            )}
            {mode === 'register' && (
              <PasswordInput
                label="Confirm Password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.currentTarget.value)}
              />
            )}
            {mode === 'login' && (
              <Anchor component="button" type="button" size="sm" onClick={() => switchMode('forgot')}>
                Forgot Password?
              </Anchor>
            )}
            <Button type="submit" loading={busy} fullWidth>
              {mode === 'login' ? 'SIGN IN' : mode === 'forgot' ? 'SEND RESET LINK' : 'REGISTER'}
            </Button>
            {mode === 'login' ? (
              <Anchor component="button" type="button" size="sm" onClick={() => switchMode('register')}>
                Are you a students parent/guardian? Register now
              </Anchor>
            ) : (
              <Anchor component="button" type="button" size="sm" onClick={() => switchMode('login')}>
                Back to Account Login
              </Anchor>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
