import type { DfProgram } from '@contract/df/schemas';
import { DF_API, DF_PARTNER_API } from '@contract/df/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';
import { api, session, STAFF } from '@server/test-support/overview-test-kit';

const PER_HOUR = 3;
const MB = 1024 * 1024;
/** CLAIM_PROOF_MB_PER_DAY in these tests. */
const PROOF_MB = 12;

describeWithDatabases(
  'claim submission limits',
  (ctx) => {
    const app = () => ctx.app();
    /** A fresh GCash user, signed in (their own hourly count starts at zero); `again` signs in anew. */
    const partnerUser = async () => {
      const user = await createUser(app(), { role: 'PARTNER', partnerId: 'gcash' });
      return {
        token: await signIn(app(), user.email, user.password),
        again: () => signIn(app(), user.email, user.password),
      };
    };
    const proof = async (token: string, bytes = 2048) => {
      const stored = await upload(app(), token, 'CLAIM_PROOF', 'proof.pdf', sample.pdf(bytes));
      expect(stored.body).toMatchObject({ success: true });
      return stored.body.file!.fileUrl;
    };
    const activeMdf = async (token: string) =>
      (await api<{ programList: DfProgram[] }>(app(), DF_PARTNER_API.query, {}, token)).body.programList.find(
        (p) => p.status === 'ACTIVE' && p.kind === 'EXCLUSIVE_INCENTIVES_MDF',
      )!;
    const submit = async (token: string, amount: number, supportingDoc: string) => {
      const program = await activeMdf(token);
      const answer = await call(app(), 'POST', DF_PARTNER_API.claimSubmit, {
        token,
        body: {
          programId: program.programId,
          title: 'Limit test',
          amount,
          activityStart: program.periodStart,
          activityEnd: program.periodStart,
          supportingDoc,
        },
      });
      return { status: answer.status, body: answer.body, retryAfter: answer.raw.headers['retry-after'] };
    };

    test('amounts: 0.01 is the least, more than two decimals answer 400 with 510870003', async () => {
      const { token } = await partnerUser();
      for (const amount of [0, 0.001, 0.009, -1, 1.005, 10.123]) {
        const refused = await submit(token, amount, await proof(token));
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ success: false, resultCode: ResultCode.ILLEGAL_PARAMETERS });
      }
      for (const amount of [0.01, 0.07, 0.29]) {
        const accepted = await submit(token, amount, await proof(token));
        expect(accepted.status).toBe(200);
        expect((accepted.body as { data: { amount: number } }).data.amount).toBe(amount);
      }
    });

    test('staff approving with more than two decimals answers 400 with 510870003', async () => {
      const { token } = await partnerUser();
      const claim = (await submit(token, 100, await proof(token))).body as { data: { claimId: string } };
      const staff = await session(app(), STAFF);
      const move = (body: object) =>
        api(app(), DF_API.claimTransition, { claimId: claim.data.claimId, ...body }, staff);
      expect((await move({ version: 1, action: 'REVIEW' })).status).toBe(200);
      const approve = await move({ version: 2, action: 'APPROVE', amount: 50.555 });
      expect(approve.status).toBe(400);
      expect(approve.body).toMatchObject({ resultCode: ResultCode.ILLEGAL_PARAMETERS });
      expect((await move({ version: 2, action: 'APPROVE', amount: 50.55 })).status).toBe(200);
    });

    test('10 parallel submissions of one user: exactly the hourly limit pass; another user still may', async () => {
      const first = await partnerUser();
      const token = first.token;
      const docs = await Promise.all(Array.from({ length: 10 }, () => proof(token)));
      const results = await Promise.all(docs.map((doc) => submit(token, 1, doc)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(PER_HOUR);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(10 - PER_HOUR);
      expect(refused[0].body).toMatchObject({ success: false, resultCode: ResultCode.TRY_AGAIN });
      expect(refused[0].body.resultMessage).toMatch(/submitted 3 claims for this partner in the last hour/);
      expect(refused[0].retryAfter).toBe('3600');

      const colleague = await partnerUser();
      expect((await submit(colleague.token, 1, await proof(colleague.token))).status).toBe(200);
      // An hour later the first user may submit again.
      ctx.clock.advance(60 * 60_000);
      const unused = docs[results.findIndex((r) => r.status === 429)];
      expect((await submit(await first.again(), 1, unused)).status).toBe(200);
    });

    test('proof bytes per partner and day: parallel 5 MB proofs stop at the quota, for every user of the partner', async () => {
      // A day after the other tests' claims: the partner's window holds only this test's.
      ctx.clock.advance(24 * 60 * 60_000);
      const users = (await Promise.all(Array.from({ length: 4 }, partnerUser))).map((user) => user.token);
      const docs = await Promise.all(users.map((token) => proof(token, 5 * MB)));
      const results = await Promise.all(users.map((token, i) => submit(token, 1, docs[i])));
      // 12 MB a day: two 5 MB proofs fit, a third would not.
      expect(results.filter((r) => r.status === 200)).toHaveLength(2);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(2);
      expect(refused[0].body.resultMessage).toMatch(/reached 12 MB in the last 24 hours/);
      expect(refused[0].retryAfter).toBe(String(24 * 3600));
      // A small proof still fits; a day later the large ones do again.
      const small = users[2];
      expect((await submit(small, 1, await proof(small))).status).toBe(200);
      ctx.clock.advance(24 * 60 * 60_000);
      const late = await partnerUser();
      expect((await submit(late.token, 1, await proof(late.token, 5 * MB))).status).toBe(200);
    });
  },
  {
    seed: true,
    config: { claimSubmitPerHour: PER_HOUR, claimProofBytesPerDay: PROOF_MB * MB, uploadPendingPerHour: 100 },
  },
);
