import '../sign-in/sign-in-screen.css';
import { API_UNREACHABLE } from './messages';

/** Shown when the portal's own files cannot be loaded at start-up: a message and Retry, no blank page. */
export function StartupFailure() {
  return (
    <main className="signin-page">
      <section className="signin-panel" role="alert" aria-labelledby="startup-failure-title">
        <h1 id="startup-failure-title" className="signin-title">
          Connection problem
        </h1>
        <p>{API_UNREACHABLE}</p>
        <button type="button" className="signin-submit" onClick={() => window.location.reload()}>
          Retry
        </button>
      </section>
    </main>
  );
}
