import { parseEntryPages, siblingSiteAction, siblingSiteLeavesPortal } from './sibling-site';

const entryPages = {
  test: 'https://account-test.network.example/auth/entry',
  sim: 'https://account-sim.network.example/auth/entry?lang=en',
  pre: 'https://account-pre.network.example/auth/entry',
};
const goto = 'https://merchant-portal-test.network.example/home';

describe('sibling-site rule', () => {
  it('goes to the overview in prod and dev, the mobile one on phones, whatever the goto', () => {
    expect(siblingSiteAction({ environment: 'prod', mobile: false, goto, entryPages })).toEqual({
      kind: 'overview',
      path: '/overview',
    });
    expect(siblingSiteAction({ environment: 'dev', mobile: true, goto: null, entryPages })).toEqual({
      kind: 'overview',
      path: '/mobile/overview',
    });
  });

  it('leaves the portal only in test, sim and pre, so only there is a link shown', () => {
    expect((['dev', 'test', 'sim', 'pre', 'prod'] as const).filter(siblingSiteLeavesPortal)).toEqual([
      'test',
      'sim',
      'pre',
    ]);
  });

  it('wraps the goto address in the environment entry page', () => {
    expect(siblingSiteAction({ environment: 'test', mobile: false, goto, entryPages })).toEqual({
      kind: 'navigate',
      url: `https://account-test.network.example/auth/entry?goto=${encodeURIComponent(goto)}`,
    });
    expect(siblingSiteAction({ environment: 'sim', mobile: true, goto, entryPages })).toEqual({
      kind: 'navigate',
      url: `https://account-sim.network.example/auth/entry?lang=en&goto=${encodeURIComponent(goto)}`,
    });
  });

  it('follows an account-authentication address as it is', () => {
    const auth = 'https://account-pre.network.example/auth/entry?goto=https%3A%2F%2Fx.example%2F';
    expect(siblingSiteAction({ environment: 'pre', mobile: false, goto: auth, entryPages })).toEqual({
      kind: 'navigate',
      url: auth,
    });
    const otherAuth = 'https://sso.network.example/auth/login';
    expect(siblingSiteAction({ environment: 'test', mobile: false, goto: otherAuth, entryPages })).toEqual({
      kind: 'navigate',
      url: otherAuth,
    });
  });

  it('follows the goto as it is when the environment has no entry page', () => {
    expect(siblingSiteAction({ environment: 'pre', mobile: false, goto, entryPages: {} })).toEqual({
      kind: 'navigate',
      url: goto,
    });
  });

  it('reports a failure without a goto address, or with one that is not a web address', () => {
    for (const bad of [null, undefined, '', 'not a url', 'javascript:alert(1)']) {
      expect(siblingSiteAction({ environment: 'test', mobile: false, goto: bad, entryPages })).toEqual({
        kind: 'failure',
      });
    }
  });

  it('reads entry pages from configuration JSON, ignoring anything else', () => {
    expect(parseEntryPages('{"test":"https://a.example/","staging":"https://b.example/","sim":3}')).toEqual({
      test: 'https://a.example/',
    });
    expect(parseEntryPages('{oops')).toEqual({});
    expect(parseEntryPages(null)).toEqual({});
  });
});
