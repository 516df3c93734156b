import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createAntdMobileIsolation } from '@/app/host/antd-mobile-isolation';

const teardowns: Array<() => void> = [];
// Testing Library unmounts each test's trees; this then removes antd-mobile's set-up and wrapper.
afterEach(() => teardowns.splice(0).forEach((teardown) => teardown()));

/**
 * Renders a mobile component the way the mobile tree does (src/app/mobile/mobile-routes.tsx):
 * antd-mobile's providers, and its Toast, Dialog and Modal rendered with React 19's createRoot
 * inside the app's wrapper. Without it antd-mobile falls back to a React 17 API that React 19
 * no longer has.
 */
export function renderMobile(ui: ReactElement) {
  const wrapper = document.body.appendChild(document.createElement('div'));
  const { Providers, teardown } = createAntdMobileIsolation({
    popupContainer: wrapper,
    styleContainer: wrapper,
  });
  teardowns.push(() => {
    teardown();
    wrapper.remove();
  });
  return render(<Providers>{ui}</Providers>, {
    container: wrapper.appendChild(document.createElement('div')),
  });
}
