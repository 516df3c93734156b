import { ResultCode } from '@contract/shared/result-codes';
import { CAROUSEL_STAFF_API as API } from '@contract/staff-content/constants';
import { describeWithDatabases } from '@server/test-support/databases';
import { post, signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';
// The save is tested against the real clean-up of the upload module; the routes never import it.
// eslint-disable-next-line import-x/no-restricted-paths
import { removeUnattachedUploads } from '@server/modules/upload/unattached-cleanup';

const HOUR = 3_600_000;

describeWithDatabases('staff carousel media', (ctx) => {
  let staff: string;

  beforeAll(async () => {
    staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
  });

  const stored = async (slot: string, name: string, data: Buffer) => {
    const result = await upload(ctx.app(), staff, slot, name, data);
    expect(result.status).toBe(200);
    return result.body.file!.fileUrl;
  };
  const video = async () => ({
    media: await stored('CAROUSEL_VIDEO', 'launch.mp4', sample.mp4()),
    cover: await stored('VIDEO_COVER', 'cover.jpg', sample.jpeg()),
  });
  const save = (title: string, files: { media: string; cover: string }) =>
    post(
      ctx.app(),
      API.carouselSave,
      {
        title,
        description: 'Launch',
        content: 'Details',
        mediaType: 'VIDEO',
        mediaFileUrl: files.media,
        coverFileUrl: files.cover,
        altText: 'Launch video',
        linkType: 'NONE',
        linkTarget: null,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        partnerIds: [],
        published: true,
      },
      staff,
    );
  const hasRow = async (fileUrl: string) =>
    (await ctx.app().db.query(`SELECT 1 FROM files WHERE storage_name = $1`, [fileUrl])).length === 1;
  const itemsTitled = async (title: string) =>
    (await ctx.app().db.query(`SELECT 1 FROM carousel_items WHERE title = $1`, [title])).length;
  /** Items whose media or cover names a file that is not stored (any at all is a bug). */
  const dangling = async () =>
    (
      await ctx.app().db.query<{ title: string }>(
        `SELECT c.title FROM carousel_items c
         WHERE NOT EXISTS (SELECT 1 FROM files f WHERE f.storage_name = c.media_file_url)
            OR (c.cover_file_url IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM files f WHERE f.storage_name = c.cover_file_url))`,
      )
    ).map((row) => row.title);
  /** The clean-up as it runs a day and more after the uploads (the shared clock stays: sessions live on). */
  const cleanUpLater = () =>
    removeUnattachedUploads(ctx.app(), new Date(ctx.clock.now().getTime() + 25 * HOUR));

  test('one media file may go in two items, one after the other or both at once', async () => {
    const files = await video();
    expect([(await save('Reused 1', files)).status, (await save('Reused 2', files)).status]).toEqual([
      200, 200,
    ]);
    const fresh = await video();
    const both = await Promise.all([save('Together 1', fresh), save('Together 2', fresh)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await itemsTitled('Together 1')).toBe(1);
    expect(await itemsTitled('Together 2')).toBe(1);
  });

  test('an item saved with a day-old unattached upload keeps its files when the clean-up runs', async () => {
    const files = await video();
    expect((await save('Kept', files)).status).toBe(200);
    const removed = await cleanUpLater();
    expect(removed).not.toContain(files.media);
    expect(removed).not.toContain(files.cover);
    expect([await hasRow(files.media), await hasRow(files.cover)]).toEqual([true, true]);
  });

  test('a save and the clean-up at once: the item keeps its files, or the save answers like a missing file', async () => {
    // The clean-up starts a little later each round (0 to 9 ms), so it meets the save at each of its steps.
    for (let round = 0; round < 30; round += 1) {
      const files = await video();
      const title = `Raced ${round}`;
      const [saved, removed] = await Promise.all([
        save(title, files),
        new Promise((resolve) => setTimeout(resolve, round % 10)).then(cleanUpLater),
      ]);
      const kept = [await hasRow(files.media), await hasRow(files.cover)];
      const outcome = [round, saved.status, await itemsTitled(title)];
      if (saved.status === 200) {
        expect([...outcome, kept]).toEqual([round, 200, 1, [true, true]]);
        expect(removed).toEqual(expect.not.arrayContaining([files.media, files.cover]));
      } else {
        // The clean-up took one of the files (or both) first.
        expect([...outcome, kept.includes(false)]).toEqual([round, 400, 0, true]);
        expect(saved.body.resultCode).toBe(ResultCode.FILE_NOT_EXISTS);
      }
      expect(await dangling()).toEqual([]);
    }
  });
});
