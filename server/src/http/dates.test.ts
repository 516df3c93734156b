import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { post, signIn } from '@server/test-support/http';

/**
 * A date field takes days that exist (IsoDate in contract/shared/common.ts): 2026-02-30 matched
 * the digits' pattern and reached the database, which answered a 500.
 */
/** Days that do not exist (the first three), then dates malformed as text. */
const NOT_DAYS = ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-2-3'];

describeWithDatabases('date fields', (ctx) => {
  const answersFor = async (url: string, token: string, body: (date: string) => object) => {
    const answers = [];
    for (const date of NOT_DAYS) {
      const answer = await post(ctx.app(), url, body(date), token);
      answers.push([date, answer.status, answer.body.resultCode]);
    }
    return answers;
  };

  test('a day that does not exist is refused like a malformed date, by the partner and the staff calls', async () => {
    const staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
    const document = (date: string) => ({
      partnerId: 'gcash',
      kind: 'CONTRACT',
      title: 'Date check',
      effectiveDate: date,
      status: 'DRAFT',
    });
    const expected = (date: string) => [date, 400, ResultCode.ILLEGAL_PARAMETERS];
    expect(await answersFor('/api/spportal/iboss/document/save.json', staff, document)).toEqual(
      NOT_DAYS.map(expected),
    );
    // A leap day is a day.
    const leap = await post(
      ctx.app(),
      '/api/spportal/iboss/document/save.json',
      document('2028-02-29'),
      staff,
    );
    expect(leap.status).toBe(200);

    const partner = await signIn(ctx.app(), 'ops@gcash.demo');
    const claim = (date: string) => ({
      programId: 'any',
      title: 'Date check',
      amount: 10,
      activityStart: date,
      activityEnd: date,
      supportingDoc: 'any.pdf',
    });
    expect(await answersFor('/api/spportal/incentive/claimSubmit.json', partner, claim)).toEqual(
      NOT_DAYS.map(expected),
    );
  });
});
