import { deviceRedirectTarget } from './device-rules';

describe('ROUTE-REDIRECT device rules', () => {
  it.each([
    // Mobile client on a path without /mobile: same path with it.
    ['mobile', '/contracts', '/mobile/contracts'],
    ['mobile', '/overview', '/mobile/overview'],
    ['mobile', '/business-insights/QBR', '/mobile/business-insights/QBR'],
    ['mobile', '/auth/login', '/mobile/auth/login'],
    ['mobile', '/change-psd', '/mobile/change-psd'],
    ['mobile', '/anything/unknown', '/mobile/anything/unknown'],
    ['mobile', '/mobilex', '/mobile/mobilex'],
    // The staff area has no mobile tree: it stays on every device.
    ['mobile', '/iboss/user', null],
    ['mobile', '/iboss', null],
    // ...straight to the overview from either root (one redirect, not two).
    ['mobile', '/', '/mobile/overview'],
    ['mobile', '/mobile', '/mobile/overview'],
    ['mobile', '/mobile/', '/mobile/overview'],
    // Already mobile: stays.
    ['mobile', '/mobile/contracts', null],
    ['mobile', '/mobile/unknown', null],
    // Desktop client on /mobile...: same path without it.
    ['desktop', '/mobile/contracts', '/contracts'],
    ['desktop', '/mobile/contracts/contract-details', '/contracts/contract-details'],
    ['desktop', '/mobile/auth/login', '/auth/login'],
    ['desktop', '/mobile', '/overview'],
    ['desktop', '/mobile/', '/overview'],
    ['desktop', '/', '/overview'],
    // Desktop paths stay, including ones that merely start with the letters "mobile".
    ['desktop', '/contracts', null],
    ['desktop', '/iboss/user', null],
    ['desktop', '/mobilex', null],
  ] as const)('%s client on %s -> %p', (platform, path, target) => {
    expect(deviceRedirectTarget(platform, path)).toBe(target);
  });
});
