import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import { report } from '@/shared/monitoring/monitor';
import { useChildApps } from './child-apps';
import { LINK_PREFETCH_DELAY_MS, usePrefetch } from './prefetch-context';

export interface AppLinkProps extends Omit<LinkProps, 'to'> {
  /** App path, always starting with "/" (build it with `paths`). */
  to: string;
  /** Another child app of the host; unknown apps fall back to the plain path. */
  app?: string;
}

/**
 * The app's link. ROUTE-LINK: a path that does not start with "/" is an error (thrown in development,
 * reported in production); LIMIT-PREFETCH: resting on the link for 50 ms prefetches the route's chunk.
 */
export function AppLink({ to, app, onMouseEnter, onMouseLeave, onFocus, children, ...rest }: AppLinkProps) {
  const prefetch = usePrefetch();
  const childApps = useChildApps();
  const timer = useRef<number | undefined>(undefined);
  const valid = to.startsWith('/');

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!valid && process.env.NODE_ENV === 'production') {
      report({ code: 'INVALID_LINK', path: to, message: 'link path must start with "/"' });
    }
  }, [valid, to]);

  if (!valid) {
    if (process.env.NODE_ENV !== 'production')
      throw new Error(`AppLink: path must start with "/", got "${to}"`);
    return <span className={rest.className}>{children}</span>;
  }

  if (app !== undefined) {
    const base = childApps[app];
    const href = base ? `${base.replace(/\/$/, '')}${to}` : to;
    const go = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      event.preventDefault();
      // The host's router (qiankun listens to history) takes over from here.
      window.history.pushState(null, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    };
    return (
      <a href={href} onClick={go} className={rest.className} style={rest.style} title={rest.title}>
        {children}
      </a>
    );
  }

  const startPrefetch = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => prefetch(to), LINK_PREFETCH_DELAY_MS);
  };
  const stopPrefetch = () => window.clearTimeout(timer.current);

  return (
    <Link
      to={to}
      {...rest}
      onMouseEnter={(event) => {
        startPrefetch();
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        stopPrefetch();
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        startPrefetch();
        onFocus?.(event);
      }}
    >
      {children}
    </Link>
  );
}
