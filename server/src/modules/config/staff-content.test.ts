import { ResultCode } from '@contract/shared/result-codes';
import { CAROUSEL_STAFF_API, CONFIG_STAFF_API } from '@contract/staff-content/constants';
import { describeWithDatabases } from '@server/test-support/databases';
import { post, signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';

const CAROUSEL_QUERY = '/api/spportal/carousel/query.json';
const CONFIG_ONE = '/api/spportal/config/queryOne.json';
const API = { ...CONFIG_STAFF_API, ...CAROUSEL_STAFF_API };
const LOG = '/api/spportal/operationLog/query.json';
const OPERATION_LOG_EXPORT = '/api/spportal/operationLog/export.json';
const SESSION_STATUS = '/api/spportal/auth/sessionStatus.json';
const KEEP_ALIVE = '/api/spportal/auth/keepAlive.json';

describeWithDatabases('staff content', (ctx) => {
  let staff: string;
  let gcash: string;
  let truemoney: string;

  beforeAll(async () => {
    staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
    gcash = await signIn(ctx.app(), 'ops@gcash.demo');
    truemoney = await signIn(ctx.app(), 'ops@truemoney.demo');
  });

  const image = async () =>
    (await upload(ctx.app(), staff, 'CAROUSEL_IMAGE', 'banner.png', sample.png())).body.file!.fileUrl;

  const item = (mediaFileUrl: string, extra: Record<string, unknown> = {}) => ({
    title: 'Year-end campaign',
    description: 'Double cashback',
    content: 'Details',
    mediaType: 'IMAGE',
    mediaFileUrl,
    coverFileUrl: null,
    altText: 'Campaign banner',
    linkType: 'CAROUSEL_DETAIL',
    linkTarget: null,
    startDate: '2020-01-01',
    endDate: '2099-12-31',
    partnerIds: [],
    published: false,
    ...extra,
  });

  const titlesFor = async (token: string) =>
    ((await post(ctx.app(), CAROUSEL_QUERY, {}, token)).body.carouselList as { title: string }[]).map(
      (c) => c.title,
    );

  test.each(Object.values(API))('%s: signed out 401, partner session 510871002', async (path) => {
    const signedOut = await post(ctx.app(), path, { garbage: true });
    expect(signedOut.status).toBe(401);
    const partner = await post(ctx.app(), path, { garbage: true }, gcash);
    expect(partner.status).toBe(403);
    expect(partner.body.resultCode).toBe(ResultCode.NO_AUTHORITY);
  });

  test('staff list every partner', async () => {
    const result = await post(ctx.app(), API.partners, {}, staff);
    expect((result.body.partnerList as { id: string }[]).map((p) => p.id).sort()).toEqual([
      'dana',
      'gcash',
      'tngd',
      'truemoney',
    ]);
  });

  test('settings: validated, saved per scope, read by partners at once, logged for the touched partner', async () => {
    const bad = await post(
      ctx.app(),
      API.settingsSave,
      { partnerId: null, values: { 'support.email': 'nope' } },
      staff,
    );
    expect(bad.status).toBe(400);
    const unknown = await post(
      ctx.app(),
      API.settingsSave,
      { partnerId: null, values: { 'x.y': '1' } },
      staff,
    );
    expect(unknown.status).toBe(400);
    const range = await post(
      ctx.app(),
      API.settingsSave,
      { partnerId: null, values: { 'session.idleWarningSeconds': '5' } },
      staff,
    );
    expect(range.status).toBe(400);

    const global = await post(
      ctx.app(),
      API.settingsSave,
      { partnerId: null, values: { 'support.email': 'help@network.example', 'export.maxRows': '5000' } },
      staff,
    );
    expect(global.body.changed).toEqual(['support.email', 'export.maxRows']);
    const own = await post(
      ctx.app(),
      API.settingsSave,
      { partnerId: 'gcash', values: { 'support.email': 'gcash-desk@network.example' } },
      staff,
    );
    expect(own.body.changed).toEqual(['support.email']);

    const read = async (token: string) =>
      ((await post(ctx.app(), CONFIG_ONE, { key: 'support.email' }, token)).body.config as { value: string })
        .value;
    expect(await read(gcash)).toBe('gcash-desk@network.example');
    expect(await read(truemoney)).toBe('help@network.example');

    // Removing the partner's own value falls back to the network-wide one.
    await post(ctx.app(), API.settingsSave, { partnerId: 'gcash', values: { 'support.email': null } }, staff);
    expect(await read(gcash)).toBe('help@network.example');

    const list = await post(ctx.app(), API.settingsList, {}, staff);
    expect(list.body.settingList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'export.maxRows', partnerId: null, value: '5000' }),
      ]),
    );

    const log = await post(ctx.app(), LOG, { pageNum: 1, action: 'STAFF_SETTINGS_CHANGE' }, gcash);
    expect(log.body.total).toBe(3);
    // Partners see the network's staff as the network, not by their personal address.
    expect((log.body.operationLogList as { actor: string | null; staff: boolean }[])[0]).toMatchObject({
      actor: null,
      staff: true,
    });
    const otherLog = await post(ctx.app(), LOG, { pageNum: 1, action: 'STAFF_SETTINGS_CHANGE' }, truemoney);
    expect(otherLog.body.total).toBe(1);
  });

  test('settings: each type refuses its own way, naming the field and the rule; nothing of the request is saved', async () => {
    const cases: [string, string, string][] = [
      ['support.email', 'nope', 'Enter a valid email address, e.g. support@network.example.'],
      ['siblingSite.url', 'ftp://x.example', 'Enter a web address starting with https:// or http://'],
      ['overview.welcomeMessage', 'x'.repeat(201), 'Enter 1 to 200 characters.'],
      ['export.maxRows', '12.5', 'Enter a whole number, digits only.'],
      ['export.maxRows', '100001', 'Enter a whole number from 1 to 100,000.'],
      ['session.idleWarningSeconds', '5', 'Enter a whole number from 10 to 600.'],
      ['partner.currency', 'php', 'Enter a three-letter currency code in capitals, e.g. PHP.'],
      ['x.y', '1', 'This setting does not exist.'],
    ];
    for (const [key, value, text] of cases) {
      const refused = await post(
        ctx.app(),
        API.settingsSave,
        { partnerId: null, values: { 'support.email': 'kept-out@network.example', [key]: value } },
        staff,
      );
      expect([key, refused.status, refused.body.resultCode, refused.body.field]).toEqual([
        key,
        400,
        ResultCode.ILLEGAL_PARAMETERS,
        key,
      ]);
      expect(refused.body.resultMessage).toContain(text);
    }
    const list = await post(ctx.app(), API.settingsList, {}, staff);
    expect(JSON.stringify(list.body.settingList)).not.toContain('kept-out@network.example');
  });

  test('settings for an unknown partner are refused', async () => {
    const result = await post(
      ctx.app(),
      API.settingsSave,
      { partnerId: 'nobody', values: { 'support.email': 'a@b.co' } },
      staff,
    );
    expect(result.status).toBe(400);
  });

  test('settings: the saved export limit decides how many rows an export may hold, the partner own first', async () => {
    const exportLog = (token: string) => post(ctx.app(), OPERATION_LOG_EXPORT, { action: 'SIGN_IN' }, token);
    const save = (partnerId: string | null, value: string | null) =>
      post(ctx.app(), API.settingsSave, { partnerId, values: { 'export.maxRows': value } }, staff);
    // Two sign-ins each; the environment's limit (10,000) would let both through.
    const gcashNow = await signIn(ctx.app(), 'ops@gcash.demo');
    const truemoneyNow = await signIn(ctx.app(), 'ops@truemoney.demo');

    await save('gcash', '1');
    const over = await exportLog(gcashNow);
    expect([over.status, over.body.resultCode]).toEqual([400, ResultCode.EXPORT_LIMIT_EXCEEDED]);
    expect((await exportLog(truemoneyNow)).status).toBe(200);

    await save(null, '1');
    const overGlobal = await exportLog(truemoneyNow);
    expect([overGlobal.status, overGlobal.body.resultCode]).toEqual([400, ResultCode.EXPORT_LIMIT_EXCEEDED]);

    await save('gcash', '100000');
    expect((await exportLog(gcashNow)).status).toBe(200);
    await save('gcash', null);
    await save(null, null);
    expect((await exportLog(truemoneyNow)).status).toBe(200);
  });

  test('settings: the saved idle warning time reaches the session status and keep-alive, the partner own first', async () => {
    const status = async (token: string, path = SESSION_STATUS) =>
      (await post(ctx.app(), path, {}, token)).body.warningSeconds;
    const save = (partnerId: string | null, value: string | null) =>
      post(
        ctx.app(),
        API.settingsSave,
        { partnerId, values: { 'session.idleWarningSeconds': value } },
        staff,
      );
    // Without a saved value: SESSION_IDLE_WARNING_SECONDS (120).
    expect(await status(gcash)).toBe(120);

    await save(null, '300');
    await save('gcash', '45');
    expect(await status(gcash)).toBe(45);
    expect(await status(gcash, KEEP_ALIVE)).toBe(45);
    expect(await status(truemoney)).toBe(300);
    // Staff have no partner: the network-wide value.
    expect(await status(staff)).toBe(300);

    await save('gcash', null);
    expect(await status(gcash)).toBe(300);
    await save(null, null);
    expect(await status(gcash)).toBe(120);
  });

  test('carousel: a draft is hidden from partners, published reaches only the chosen partners, withdrawn disappears', async () => {
    const media = await image();
    const draft = await post(ctx.app(), API.carouselSave, item(media, { partnerIds: ['truemoney'] }), staff);
    expect(draft.status).toBe(200);
    const id = (draft.body.carousel as { id: string }).id;
    expect(await titlesFor(truemoney)).not.toContain('Year-end campaign');

    await post(
      ctx.app(),
      API.carouselSave,
      item(media, { id, partnerIds: ['truemoney'], published: true }),
      staff,
    );
    expect(await titlesFor(truemoney)).toContain('Year-end campaign');
    expect(await titlesFor(gcash)).not.toContain('Year-end campaign');

    const log = await post(ctx.app(), LOG, { pageNum: 1, action: 'STAFF_CAROUSEL_EDIT' }, truemoney);
    expect(log.body.total).toBe(1);
    expect(
      (await post(ctx.app(), LOG, { pageNum: 1, action: 'STAFF_CAROUSEL_EDIT' }, gcash)).body.total,
    ).toBe(0);

    await post(
      ctx.app(),
      API.carouselSave,
      item(media, { id, partnerIds: ['truemoney'], published: false }),
      staff,
    );
    expect(await titlesFor(truemoney)).not.toContain('Year-end campaign');
  });

  test('carousel: a video keeps its cover; media must come from the staff upload slots', async () => {
    const video = (await upload(ctx.app(), staff, 'CAROUSEL_VIDEO', 'launch.mp4', sample.mp4())).body.file!
      .fileUrl;
    const cover = (await upload(ctx.app(), staff, 'VIDEO_COVER', 'launch-cover.jpg', sample.jpeg())).body
      .file!.fileUrl;
    const saved = await post(
      ctx.app(),
      API.carouselSave,
      item(video, { mediaType: 'VIDEO', coverFileUrl: cover, title: 'Launch video', published: true }),
      staff,
    );
    expect(saved.body.carousel).toMatchObject({ coverUrl: `/api/spportal/file/public/${cover}` });
    const proof = (await upload(ctx.app(), gcash, 'CLAIM_PROOF', 'receipt.jpg', sample.jpeg())).body.file!
      .fileUrl;
    const foreign = await post(ctx.app(), API.carouselSave, item(proof), staff);
    expect(foreign.status).toBe(400);
    const wrongSlot = await post(ctx.app(), API.carouselSave, item(video), staff);
    expect(wrongSlot.status).toBe(400);
    const unknownPartner = await post(
      ctx.app(),
      API.carouselSave,
      item(await image(), { partnerIds: ['x'] }),
      staff,
    );
    expect(unknownPartner.status).toBe(400);
    const backwards = await post(
      ctx.app(),
      API.carouselSave,
      item(await image(), { startDate: '2026-02-01', endDate: '2026-01-01' }),
      staff,
    );
    expect(backwards.body.resultCode).toBe(ResultCode.DATETIME_FORMAT_ERROR);
    const missing = await post(ctx.app(), API.carouselSave, item(await image(), { id: 'nope' }), staff);
    expect(missing.status).toBe(404);
  });

  test('carousel: list pages by 10 with drafts, reorder moves one place', async () => {
    for (let i = 0; i < 11; i += 1)
      await post(ctx.app(), API.carouselSave, item(await image(), { title: `Item ${i}` }), staff);
    const first = await post(ctx.app(), API.carouselList, { pageNum: 1 }, staff);
    expect(first.body.pageSize).toBe(10);
    expect(first.body.total as number).toBeGreaterThanOrEqual(11);
    const list = first.body.carouselList as { id: string; title: string }[];
    expect(list).toHaveLength(10);
    // Page 2 holds the rest; a page past the end still says how many there are.
    const second = await post(ctx.app(), API.carouselList, { pageNum: 2 }, staff);
    expect(second.body.total).toBe(first.body.total);
    expect((second.body.carouselList as unknown[]).length).toBe((first.body.total as number) - 10);
    const past = await post(ctx.app(), API.carouselList, { pageNum: 99 }, staff);
    expect(past.body).toMatchObject({ total: first.body.total, carouselList: [] });
    await post(ctx.app(), API.carouselMove, { id: list[1].id, direction: 'UP' }, staff);
    const after = (await post(ctx.app(), API.carouselList, { pageNum: 1 }, staff)).body.carouselList as {
      id: string;
    }[];
    expect(after[0].id).toBe(list[1].id);
    expect(after[1].id).toBe(list[0].id);
    const top = await post(ctx.app(), API.carouselMove, { id: after[0].id, direction: 'UP' }, staff);
    expect(top.status).toBe(200);
  });
});
