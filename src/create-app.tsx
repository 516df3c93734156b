import { createRoot } from 'react-dom/client';
import { BrowserRouter, HashRouter, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { loadDebugConsole } from '@/shared/debug/vconsole';
import { platformForUserAgent } from '@/shared/device/device';
import type { Platform } from '@/shared/device/device';
import { currentEnvironment } from '@/shared/env/environment';
import { setMonitorForwarder, setMonitorSink } from '@/shared/monitoring/monitor';
import { createMonitorBatcher } from '@/shared/monitoring/monitor-batcher';
import type { MonitorSink } from '@/shared/monitoring/monitor-event';
import { AppRoot } from '@/app/routing/app-root';
import { loadChunk } from '@/app/errors/chunk-load';
import { primeLandingReads } from '@/app/routing/landing-reads';
import { ErrorBoundary } from '@/app/errors/error-boundary';
import { ErrorScreen } from '@/app/errors/error-screen';
import { MountContext } from '@/app/host/mount-context';
import { ChildAppsContext } from '@/app/routing/child-apps';
import { paths, toMobile } from '@/app/routing/paths';
import { createPortalResetStyle } from '@/app/host/portal-reset';
import { PrefetchContext, prefetcherFor } from '@/app/routing/prefetch-context';
import { currentAppPath, landingChunkNames, preloadLandingChunks } from '@/app/routing/landing-chunks';
import { forgetEarlySessionCheck, startEarlySessionCheck } from '@/domains/session/early-check';
import { readSessionToken } from '@/shared/request/session-token';
import { warmFormattersWhenIdle } from '@/shared/format/warm-up';
import { clearLoadedFiles } from '@/domains/document/pdf-file';
import { forgetReadKeys } from '@/domains/session/invalidation';
import { clearCacheSubscriptions } from '@/shared/vendor/ahooks-cache-subscribe';
import { RouteErrorBoundary } from '@/app/errors/route-error';
import type { CreateRouteTree, RouteTree, TreeContext } from '@/app/routing/route-tree';
import { attachStyleHost, detachStyleHost } from '@/app/host/style-host';
import { BootOutlineFirstCommit, BootOutlineProvider, createBootOutline } from '@/app/host/boot-skeleton';
import { APP_SCOPE_CLASS, FONT_FAMILY } from '@/app/host/theme';
import {
  activeLocale,
  catalogsSettled,
  changeLocale,
  isUiLocale,
  languageTag,
  pinLocaleByHost,
  startingLocale,
  subscribeLocale,
} from '@/shared/i18n';
import { relocalizeRoutes } from '@/shared/i18n/relocalize';

export type HistoryType = 'browser' | 'hash';

export interface AppOptions {
  /** Element the app renders into (the host's container, or #root standalone). */
  container: HTMLElement;
  /** Path prefix the host mounts the app under; "/" standalone. */
  basePath?: string;
  historyType?: HistoryType;
  /** Monitoring sink from the host; standalone uses the default one. */
  monitor?: MonitorSink;
  /** Other child apps of the host: name -> base path (for AppLink's `app`). */
  childApps?: Record<string, string>;
  /** Tests and benchmarks may pin the device; otherwise navigator.userAgent decides. */
  userAgent?: string;
  /** The host's language for the portal ('en', 'zh-CN'); it wins over every other choice (docs/i18n.md). */
  locale?: unknown;
}

export interface MountedApp {
  platform: Platform;
  unmount: () => void;
}

// Each tree is its own chunk: the mobile tree never downloads antd, the desktop tree never antd-mobile.
const treeLoaders: Record<Platform, () => Promise<CreateRouteTree>> = {
  desktop: () =>
    import(/* webpackChunkName: "desktop-tree" */ '@/app/desktop/desktop-routes').then(
      (m) => m.createDesktopTree,
    ),
  mobile: () =>
    import(/* webpackChunkName: "mobile-tree" */ '@/app/mobile/mobile-routes').then(
      (m) => m.createMobileTree,
    ),
};

const homePath = (platform: Platform) => (platform === 'mobile' ? toMobile(paths.overview) : paths.overview);

/** The route tree under the router (the declarative one: a data router's extra code buys the portal nothing). */
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function normalizeBasePath(basePath: string | undefined): string {
  if (!basePath || basePath === '/') return '/';
  return `/${basePath.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * Mounts the whole app into `options.container` and returns its unmount. Everything the app puts
 * into the page (DOM, styles, popups, listeners, timers) hangs off the wrapper created here or is
 * undone by the returned unmount.
 */
export async function createApp(options: AppOptions): Promise<MountedApp> {
  const platform = platformForUserAgent(options.userAgent ?? navigator.userAgent);
  const basename = normalizeBasePath(options.basePath);

  const wrapper = document.createElement('div');
  wrapper.className = APP_SCOPE_CLASS;
  wrapper.dataset.partnerPortal = platform;
  wrapper.style.fontFamily = FONT_FAMILY;
  const styleContainer = document.createElement('div');
  styleContainer.dataset.partnerPortalStyles = '';
  styleContainer.appendChild(createPortalResetStyle());
  const rootElement = document.createElement('div');
  rootElement.className = `${APP_SCOPE_CLASS}__root`;
  wrapper.append(styleContainer, rootElement);
  options.container.appendChild(wrapper);

  // The language first (docs/i18n.md): its catalogues load beside the tree, and the wrapper's
  // lang follows it (the page's too when the portal is the page).
  pinLocaleByHost(isUiLocale(options.locale));
  const localeReady = changeLocale(startingLocale(options.locale));
  const standalone = options.container.id === 'root' && (options.basePath ?? '/') === '/';
  const showLanguage = () => {
    wrapper.lang = languageTag(activeLocale());
    if (standalone) document.documentElement.lang = wrapper.lang;
  };
  showLanguage();
  const stopShowingLanguage = subscribeLocale(showLanguage);

  setMonitorSink(options.monitor);
  // Every event also goes to the server in batches, so staff see usage (MON-ROUTE).
  const monitorBatcher = createMonitorBatcher();
  setMonitorForwarder(monitorBatcher);
  attachStyleHost(styleContainer);
  const reactRoot = createRoot(rootElement);
  const context: TreeContext = { popupContainer: wrapper, styleContainer };

  let disposed = false;
  let tree: RouteTree | null = null;
  const unmounted = new AbortController();
  const outline = createBootOutline(options.container);

  const mountInfo = { popupContainer: wrapper };
  const childApps = options.childApps ?? {};
  const homeHref = `${options.historyType === 'hash' ? '#' : ''}${basename === '/' ? '' : basename}${homePath(platform)}`;

  // The tree first: the browser opens only a few connections at a time. With a session, on a
  // partner section, the landing page's layout and page download beside it.
  const treeLoading = loadChunk(treeLoaders[platform], `${platform}-tree`);
  // The session check starts now too, instead of after the tree has rendered its guard.
  const appPath = currentAppPath(options.historyType ?? 'browser', basename);
  const landing = readSessionToken() ? landingChunkNames(platform, appPath) : [];
  if (landing.length > 0) {
    preloadLandingChunks(landing);
    startEarlySessionCheck(() => primeLandingReads(landing));
    warmFormattersWhenIdle(unmounted.signal);
  }

  try {
    const createTree = await treeLoading;
    if (disposed) throw new Error('unmounted while mounting');
    tree = createTree(context);
    // The tree's catalogues (and the kit's pack) in the chosen language before its first render.
    await localeReady;
    await catalogsSettled();
    if (disposed) throw new Error('unmounted while mounting');
    const routes: RouteObject[] = [
      {
        element: (
          <RouteErrorBoundary homePath={homePath(platform)}>
            <AppRoot />
          </RouteErrorBoundary>
        ),
        children: relocalizeRoutes(tree.routes),
      },
    ];
    const Router = options.historyType === 'hash' ? HashRouter : BrowserRouter;
    const prefetch = prefetcherFor(routes);
    // With a session, fetch the landing page's chunks now (those preloadLandingChunks does not
    // know: the staff area's), beside the session check that guards them, instead of after it.
    // Without one, the visitor is about to see the login page instead.
    if (readSessionToken()) prefetch(appPath);
    reactRoot.render(
      <ErrorBoundary homeHref={homeHref}>
        <BootOutlineProvider value={outline}>
          <MountContext.Provider value={mountInfo}>
            <ChildAppsContext.Provider value={childApps}>
              <PrefetchContext.Provider value={prefetch}>
                <Router basename={basename}>
                  <AppRoutes routes={routes} />
                </Router>
              </PrefetchContext.Provider>
            </ChildAppsContext.Provider>
          </MountContext.Provider>
        </BootOutlineProvider>
        <BootOutlineFirstCommit outline={outline} />
      </ErrorBoundary>,
    );
  } catch (error) {
    if (!disposed) {
      // The tree itself failed to download twice: still never a blank page.
      reactRoot.render(
        <>
          <ErrorScreen error={error} onRetry={() => window.location.reload()} />
          <BootOutlineFirstCommit outline={outline} />
        </>,
      );
    }
  }

  loadDebugConsole(currentEnvironment(), platform, unmounted.signal).catch(() => undefined);

  const unmount = () => {
    if (disposed) return;
    disposed = true;
    reactRoot.unmount();
    stopShowingLanguage();
    tree?.teardown();
    unmounted.abort();
    forgetEarlySessionCheck();
    detachStyleHost();
    wrapper.remove();
    setMonitorSink(undefined);
    setMonitorForwarder(null);
    monitorBatcher.dispose();
    clearCacheSubscriptions();
    // The module outlives the mount (qiankun keeps the bundle): a left portal holds no files.
    clearLoadedFiles();
    // Nor the cache keys of the reads it made, which would otherwise pile up mount after mount.
    forgetReadKeys();
  };

  return { platform, unmount };
}
