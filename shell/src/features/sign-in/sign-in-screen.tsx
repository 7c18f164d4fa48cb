import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginPayload } from '@portal/shared/contracts';
import {
  EMAIL_NOT_CONFIRMED_MESSAGE,
  LOGIN_EMAIL_INVALID,
  NEUTRAL_EMAIL_MESSAGE,
  EMAIL_LINK_REQUEST,
  PASSKEY_SIGN_IN,
  PASSKEY_SIGN_IN_CANCELLED,
  PASSWORD_MISMATCH,
} from '@portal/shared/messages';
import type { SignInKind } from './sign-in-api';
import { SignInToasts, useSignInToasts } from './sign-in-toasts';
import { isEmail, validateLogin } from './validate-login';
import { PasswordField } from './password-field';
import './sign-in-screen.css';
import { TEXT_LIMITS } from '@portal/shared/text-limits';

type Mode = 'login' | 'forgot' | 'register' | 'link';

const MODE_TITLES: Record<Mode, string> = {
  login: 'Account Login',
  forgot: 'Forgot Password',
  register: 'Register',
  link: 'Sign-in Link',
};

const SUBMIT_LABELS: Record<Mode, string> = {
  login: 'SIGN IN',
  forgot: 'SEND RESET LINK',
  register: 'REGISTER',
  link: 'SEND SIGN-IN LINK',
};

// The calls (and ky) are fetched when the user reaches the form, not before the first paint.
const signInApi = () => import('./sign-in-api');
// Passkeys (and @simplewebauthn/browser) come after the first paint, in a chunk of their own.
const passkeys = () => import(/* webpackChunkName: "sign-in-passkeys" */ './passkey-sign-in');

const fallbackMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

export interface SignInScreenProps {
  kind: SignInKind;
  /** Runs after the server accepted the credentials; the screen stays busy until it settles. */
  onSignedIn: (result: LoginPayload) => Promise<void>;
}

/**
 * Sign-in panel (docs/spec/account-core.md §2): Account Login, Forgot Password and Register modes. Plain React
 * and CSS, no Mantine: it is the first thing most visits paint, so it must not wait for the
 * portal's UI library (docs/decisions/performance.md). Texts and toasts follow the spec.
 */
export function SignInScreen({ kind, onSignedIn }: SignInScreenProps) {
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { toasts, show, close } = useSignInToasts();
  /** Whether this browser can use passkeys (the button shows only then). */
  const [passkeyReady, setPasskeyReady] = useState(false);
  // The latest callbacks for the long-lived autofill request, without restarting it on each render.
  const signedInRef = useRef(onSignedIn);
  useEffect(() => {
    signedInRef.current = onSignedIn;
  }, [onSignedIn]);
  const [autofillRound, setAutofillRound] = useState(0);

  // Conditional UI: while the login form shows, the browser offers this site's passkeys in the
  // e-mail field's suggestions; choosing one signs in. Restarted after a failed passkey sign-in.
  useEffect(() => {
    if (mode !== 'login') return;
    let active = true;
    void passkeys()
      .then(async (p) => {
        if (!active) return;
        setPasskeyReady(p.browserSupportsWebAuthn());
        const result = await p.passkeyAutofill();
        if (!active || !result) return;
        setBusy(true);
        await signedInRef.current(result);
      })
      .catch((error: unknown) => {
        if (!active) return;
        setBusy(false);
        show('error', fallbackMessage(error));
      });
    return () => {
      active = false;
      void passkeys().then((p) => p.cancelPasskeyRequest(), () => undefined);
    };
  }, [mode, autofillRound, show]);

  const signInWithPasskey = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const p = await passkeys();
      await onSignedIn(await p.passkeyButton());
    } catch (error) {
      const { isPromptDismissed } = await passkeys();
      show('error', isPromptDismissed(error) ? PASSKEY_SIGN_IN_CANCELLED : fallbackMessage(error));
      setBusy(false);
      // The button's request replaced the autofill one: offer passkeys in the field again.
      setAutofillRound((n) => n + 1);
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setNotice(null);
    setPassword('');
    setConfirm('');
  };

  const signIn = async () => {
    const errors = validateLogin(email, password);
    if (errors.length) {
      show('warning', errors.join(' '));
      return;
    }
    setBusy(true);
    try {
      const { login } = await signInApi();
      await onSignedIn(await login(kind, email.trim(), password));
    } catch (error) {
      const message = fallbackMessage(error);
      // A registration waiting for its e-mailed link: a next step, not an error; it stays in the panel.
      if (message === EMAIL_NOT_CONFIRMED_MESSAGE) setNotice(message);
      show('error', message);
      setBusy(false);
    }
  };

  /** False (and a warning) when the e-mail is not one. */
  const emailIsValid = () => {
    if (isEmail(email)) return true;
    show('warning', LOGIN_EMAIL_INVALID);
    return false;
  };

  /** Sends an e-mail request; its neutral answer stays in the panel (and is toasted when asked). */
  const sendForNotice = async (send: (api: Awaited<ReturnType<typeof signInApi>>) => Promise<unknown>, toast = false) => {
    setBusy(true);
    try {
      const message = await send(await signInApi());
      const text = typeof message === 'string' && message ? message : NEUTRAL_EMAIL_MESSAGE;
      setNotice(text);
      if (toast) show('success', text);
    } catch (error) {
      show('error', fallbackMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const sendForgot = async () => {
    if (emailIsValid()) await sendForNotice((api) => api.forgotPassword(email.trim()));
  };

  // The fallback without password or passkey: a one-time link that works only in this browser.
  const sendLink = async () => {
    if (emailIsValid()) await sendForNotice((api) => api.requestEmailLink(email.trim()));
  };

  const sendRegister = async () => {
    // Registration is sent only when both email and password are present (docs/spec/bookings-commerce.md §5).
    if (!email.trim() || !password) {
      show('warning', validateLogin(email, password).join(' '));
      return;
    }
    if (!emailIsValid()) return;
    if (password !== confirm) {
      show('warning', PASSWORD_MISMATCH);
      return;
    }
    await sendForNotice((api) => api.register(email.trim(), password), true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'login') void signIn();
    else if (mode === 'forgot') void sendForgot();
    else if (mode === 'link') void sendLink();
    else void sendRegister();
  };

  return (
    <main className="signin-page">
      <SignInToasts toasts={toasts} onClose={close} />
      <section className="signin-panel" aria-labelledby="sign-in-title">
        <form onSubmit={onSubmit} onFocus={() => void signInApi().catch(() => undefined)} noValidate>
          <h1 id="sign-in-title" className="signin-title">
            {MODE_TITLES[mode]}
          </h1>
          {notice && (
            <p role="status" className="signin-notice">
              {notice}
            </p>
          )}
          <div className="signin-field">
            <label htmlFor="sign-in-email">Email</label>
            <input
              maxLength={TEXT_LIMITS.email}
              id="sign-in-email"
              type="email"
              // "webauthn": the browser's suggestions here include this site's passkeys (conditional UI).
              autoComplete={mode === 'login' ? 'username webauthn' : 'email'}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          </div>
          {(mode === 'login' || mode === 'register') && (
            <PasswordField
              id="sign-in-password"
              label="Password"
              autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
              value={password}
              onChange={setPassword}
            />
          )}
          {mode === 'register' && (
            <PasswordField
              id="sign-in-confirm"
              label="Confirm Password"
              autoComplete="new-password"
              value={confirm}
              onChange={setConfirm}
            />
          )}
          {mode === 'login' && (
            <button type="button" className="signin-link" onClick={() => switchMode('forgot')}>
              Forgot Password?
            </button>
          )}
          <button type="submit" className="signin-submit" aria-busy={busy} disabled={busy}>
            {busy && <span className="signin-spinner" aria-hidden="true" />}
            {SUBMIT_LABELS[mode]}
          </button>
          {mode === 'login' && (
            <button type="button" className="signin-link" onClick={() => switchMode('link')}>
              {EMAIL_LINK_REQUEST}
            </button>
          )}
          {mode === 'login' && passkeyReady && (
            <button type="button" className="signin-passkey" disabled={busy} onClick={() => void signInWithPasskey()}>
              {PASSKEY_SIGN_IN}
            </button>
          )}
          {mode === 'login' ? (
            <button type="button" className="signin-link" onClick={() => switchMode('register')}>
              Are you a students parent/guardian? Register now
            </button>
          ) : (
            <button type="button" className="signin-link" onClick={() => switchMode('login')}>
              Back to Account Login
            </button>
          )}
        </form>
      </section>
    </main>
  );
}
