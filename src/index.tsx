import './public-path';
import { createApp } from './create-app';
import type { HistoryType, MountedApp } from './create-app';
import { setMonitorSink } from './shared/monitoring/monitor';
import { changeLocale, isUiLocale, pinLocaleByHost } from './shared/i18n';
import type { MonitorSink } from './shared/monitoring/monitor-event';

/** Props a qiankun host passes (qiankun adds `container` and `name`; the rest are ours). */
export interface PortalProps {
  container?: HTMLElement;
  basePath?: string;
  historyType?: HistoryType;
  monitor?: MonitorSink;
  childApps?: Record<string, string>;
  /** The portal's language, 'en' or 'zh-CN' (docs/embedding.md); a change arrives through update. */
  locale?: string;
  [key: string]: unknown;
}

let current: MountedApp | null = null;

function standaloneContainer(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('Partner portal: no #root element to mount into');
  return root;
}

export async function bootstrap(): Promise<void> {
  // Nothing to prepare: everything is created in mount so a remount starts clean.
}

export async function mount(props: PortalProps = {}): Promise<void> {
  current?.unmount();
  current = null;
  const embedded = Boolean(props.container);
  current = await createApp({
    container: props.container ?? standaloneContainer(),
    basePath: embedded ? props.basePath : '/',
    historyType: props.historyType === 'hash' ? 'hash' : 'browser',
    monitor: props.monitor,
    childApps: props.childApps,
    locale: props.locale,
  });
}

export async function unmount(): Promise<void> {
  const app = current;
  current = null;
  if (!app) return;
  app.unmount();
  // React runs some effect clean-ups of the unmounted tree in a later task, and UI-kit clean-ups
  // look up document.head through qiankun's sandbox: let them run while the host still has our
  // wrapper, before qiankun removes it.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

export async function update(props: PortalProps = {}): Promise<void> {
  if (props.monitor) setMonitorSink(props.monitor);
  if (isUiLocale(props.locale)) {
    pinLocaleByHost(true);
    await changeLocale(props.locale);
  }
}

if (!window.__POWERED_BY_QIANKUN__ && document.getElementById('root')) {
  void mount();
}
