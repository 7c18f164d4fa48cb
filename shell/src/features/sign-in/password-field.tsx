import { useState } from 'react';
import { TEXT_LIMITS } from '@portal/shared/text-limits';

/** A password input with a Show/Hide toggle (the sign-in panel's two password fields). */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="signin-field">
      <label htmlFor={id}>{label}</label>
      <div className="signin-password">
        <input
          maxLength={TEXT_LIMITS.password}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <button
          type="button"
          className="signin-password__toggle"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
