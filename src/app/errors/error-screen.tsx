import type { CSSProperties } from 'react';
import { isChunkLoadError } from './chunk-load';
import { shellMessages } from '@/app/messages/app';

interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
  homeHref?: string;
}

// Kit-free on purpose: this screen must show even when the UI kit's own chunk failed to load.
// Colours are the browser's system colours, so no palette is hard-coded here.
const frame: CSSProperties = {
  minHeight: '60vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '24px',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  color: 'CanvasText',
};
const card: CSSProperties = { maxWidth: 440, textAlign: 'center', lineHeight: 1.5 };
const button: CSSProperties = {
  font: 'inherit',
  padding: '8px 20px',
  margin: '0 6px',
  borderRadius: 8,
  border: '1px solid ButtonBorder',
  background: 'ButtonFace',
  color: 'ButtonText',
  cursor: 'pointer',
};

/**
 * ERR-CHUNK: a chunk that failed after its retries is usually gone for good (a deploy renamed it),
 * so trying again in place cannot help; Reload loads the page anew, with the current version's
 * entry and chunk names.
 */
const reloadPage = () => window.location.reload();

export function ErrorScreen({ error, onRetry, homeHref }: ErrorScreenProps) {
  const m = shellMessages.error;
  const chunkFailed = isChunkLoadError(error);
  return (
    <div role="alert" style={frame} data-testid="app-error-screen">
      <div style={card}>
        <h1 style={{ fontSize: 22, margin: '0 0 8px' }}>{m.title}</h1>
        <p style={{ margin: '0 0 20px', opacity: 0.75 }}>
          {chunkFailed ? m.chunkDescription : m.description}
        </p>
        <button type="button" style={button} onClick={chunkFailed ? reloadPage : onRetry}>
          {chunkFailed ? m.reload : m.retry}
        </button>
        {homeHref && (
          <a href={homeHref} style={{ ...button, display: 'inline-block', textDecoration: 'none' }}>
            {m.backHome}
          </a>
        )}
      </div>
    </div>
  );
}
