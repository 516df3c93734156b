import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { BeforeLayout } from '@/app/host/boot-skeleton';
import { sessionMessages } from './messages';

/** Waits between attempts: 1, 2, 4, 8, 16 s, then every 30 s (the server says 5 s in Retry-After). */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

const frame: CSSProperties = {
  minHeight: '40vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: 24,
  textAlign: 'center',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  color: 'CanvasText',
};
const button: CSSProperties = {
  font: 'inherit',
  padding: '8px 20px',
  borderRadius: 8,
  border: '1px solid ButtonBorder',
  background: 'ButtonFace',
  color: 'ButtonText',
  cursor: 'pointer',
};

/**
 * The session check met an outage (510870004), not a sign-out: the session is kept and the check
 * is repeated with growing pauses until the server answers again (docs/security.md, "Database
 * outage"). Kit-free like the session check's own screen, so it is the same on desktop and phone.
 */
export function ServiceUnavailable({ retry }: { retry: () => Promise<void> }) {
  const m = sessionMessages.unavailable;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void retry().finally(() => {
        if (live) setAttempt((n) => n + 1);
      });
    }, retryDelayMs(attempt));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [attempt, retry]);
  return (
    <BeforeLayout>
      <div style={frame} data-testid="service-unavailable">
        <p role="status" aria-live="polite" style={{ margin: 0, fontSize: 18 }}>
          {m.status}
        </p>
        <p style={{ margin: 0, opacity: 0.75 }}>{m.detail}</p>
        <button type="button" style={button} onClick={() => void retry()}>
          {m.retryNow}
        </button>
      </div>
    </BeforeLayout>
  );
}
