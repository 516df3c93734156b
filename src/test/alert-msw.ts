/**
 * The alert calls answered at the network level, shared by both trees' page tests: a small
 * in-memory server (list, save, pause, delete) over the rules given before each test, with what
 * each call sent kept in `requests`. `refuseSave` makes the next save fail with the given envelope.
 */
import { clearCache } from 'ahooks';
import { ALERT_API } from '@contract/alert/constants';
import type { AlertRule } from '@contract/alert/schemas';
import { envelope, http, HttpResponse, startMswServer } from './msw-server';

const at = (path: string) => `*${path}`;

export const alertRule = (fields: Partial<AlertRule>): AlertRule => ({
  ruleId: 'r1',
  kind: 'FIGURE_CHANGE',
  metric: 'TRANSACTIONS',
  country: null,
  period: 'MONTH',
  thresholdPercent: 10,
  withinDays: null,
  documentKind: null,
  mail: 'DAILY',
  paused: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  lastFiredAt: '2026-03-02T09:00:00.000Z',
  lastReason:
    'GCash, all countries: 615,077 transactions in February 2026 against 566,581 transactions in January 2026.',
  ...fields,
});

export function serveAlerts() {
  const state: { rules: AlertRule[]; listFailure: object | null; saveFailure: object | null } = {
    rules: [],
    listFailure: null,
    saveFailure: null,
  };
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const server = startMswServer();
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push({ path, body });
    return body;
  };
  beforeEach(() => {
    clearCache();
    requests.length = 0;
    state.listFailure = null;
    state.saveFailure = null;
    server.use(
      http.post(at(ALERT_API.list), async ({ request }) => {
        await record(ALERT_API.list, request);
        if (state.listFailure) return HttpResponse.json(state.listFailure, { status: 403 });
        return HttpResponse.json(envelope({ ruleList: state.rules, countryList: ['PH', 'SG'] }));
      }),
      http.post(at(ALERT_API.save), async ({ request }) => {
        const body = await record(ALERT_API.save, request);
        if (state.saveFailure) return HttpResponse.json(state.saveFailure, { status: 400 });
        const now = '2026-03-02T10:00:00.000Z';
        const rule = alertRule({
          ...(body as Partial<AlertRule>),
          ruleId: (body.ruleId as string | undefined) ?? `r${state.rules.length + 1}`,
          updatedAt: now,
          lastFiredAt: now,
          lastReason: 'Fired at once.',
        });
        state.rules = [...state.rules.filter((r) => r.ruleId !== rule.ruleId), rule];
        return HttpResponse.json(envelope({ rule }));
      }),
      http.post(at(ALERT_API.setPaused), async ({ request }) => {
        const body = await record(ALERT_API.setPaused, request);
        state.rules = state.rules.map((r) =>
          r.ruleId === body.ruleId ? { ...r, paused: !!body.paused } : r,
        );
        return HttpResponse.json(envelope({ rule: state.rules.find((r) => r.ruleId === body.ruleId) }));
      }),
      http.post(at(ALERT_API.delete), async ({ request }) => {
        const body = await record(ALERT_API.delete, request);
        state.rules = state.rules.filter((r) => r.ruleId !== body.ruleId);
        return HttpResponse.json(envelope({}));
      }),
    );
  });
  return { state, requests, calls: (path: string) => requests.filter((r) => r.path === path) };
}
