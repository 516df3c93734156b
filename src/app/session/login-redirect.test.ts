import { landingAfterLogin, loginHref, safeReturnPath } from './login-redirect';

describe('loginHref', () => {
  it('points at the tree login with the return path', () => {
    expect(loginHref('desktop', '/contracts?page=2')).toBe('/auth/login?redirect=%2Fcontracts%3Fpage%3D2');
    expect(loginHref('mobile', '/mobile/overview')).toBe('/mobile/auth/login?redirect=%2Fmobile%2Foverview');
    expect(loginHref('desktop')).toBe('/auth/login');
    expect(loginHref('mobile', null, 'signed-out')).toBe('/mobile/auth/login?notice=signed-out');
  });
});

describe('safeReturnPath', () => {
  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'overview', '', null])(
    'refuses %p',
    (raw) => expect(safeReturnPath(raw)).toBeNull(),
  );

  it('refuses the auth pages themselves', () => {
    expect(safeReturnPath('/auth/login')).toBeNull();
    expect(safeReturnPath('/mobile/auth/reset-password?token=x')).toBeNull();
  });

  it('accepts a path within the app', () => {
    expect(safeReturnPath('/overview')).toBe('/overview');
    expect(safeReturnPath('/authority-docs')).toBe('/authority-docs');
  });
});

describe('landingAfterLogin', () => {
  it('sends a partner user to the remembered page or the overview of the tree', () => {
    expect(landingAfterLogin('PARTNER', 'desktop', '/contracts')).toBe('/contracts');
    expect(landingAfterLogin('PARTNER', 'desktop', null)).toBe('/overview');
    expect(landingAfterLogin('ADMIN', 'mobile', null)).toBe('/mobile/overview');
    expect(landingAfterLogin('PARTNER', 'desktop', '/iboss/user')).toBe('/overview');
  });

  it('sends staff to the staff area', () => {
    expect(landingAfterLogin('STAFF', 'desktop', null)).toBe('/iboss/configuration');
    expect(landingAfterLogin('STAFF', 'desktop', '/iboss/user')).toBe('/iboss/user');
    expect(landingAfterLogin('STAFF', 'mobile', '/mobile/overview')).toBe('/iboss/configuration');
  });
});
