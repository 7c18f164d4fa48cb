import { useState } from 'react';

/**
 * A console list whose rows open a form below it: which row is being changed ('new' for a new
 * one), which row shows its details, and the message of the last save.
 */
export function useRowEditor() {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [showing, setShowing] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  /** A form saved: it closes and says what it did. */
  const done = (message: string) => {
    setEditing(null);
    setStatus(message);
  };
  const toggleShowing = (id: number) => setShowing(showing === id ? null : id);
  return { editing, setEditing, showing, toggleShowing, status, setStatus, done };
}
