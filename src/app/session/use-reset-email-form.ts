import { useState } from 'react';
import type { AuthFailure } from '@/domains/auth/auth-failure';
import { useSendResetEmail } from './use-auth-actions';

/**
 * What both forgot-password pages do: one send at a time, the address the link went to (the
 * answer is the same whether or not it has an account), and where a failure goes: a malformed email
 * to the field (`onEmailError`), anything else to the page-level `failure`.
 */
export function useResetEmailForm(onEmailError: (message: string) => void) {
  const { run, pending } = useSendResetEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setFailure(null);
    const outcome = await run(email);
    if (outcome === undefined) return;
    if (!outcome) setSentTo(email.trim());
    else if (outcome.field === 'email') onEmailError(outcome.message);
    else setFailure(outcome);
  };

  return { sentTo, failure, pending, submit, sendAgain: () => setSentTo(null) };
}
