import fs from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '@server/db/database';
import { DEMO_PARTNERS } from './demo-accounts';
import type { SeedContext } from './seed-context';

const LOGO_DIR = path.resolve(__dirname, '..', '..', 'assets', 'logos');

/** The four partners, each with its SVG wordmark stored as a public file. */
export async function seedPartners(db: Queryable, ctx: SeedContext): Promise<void> {
  for (const [index, partner] of DEMO_PARTNERS.entries()) {
    await db.query(
      `INSERT INTO partners (id, name, full_name, country, brand_color, sort_order) VALUES ($1, $2, $3, $4, $5, $6)`,
      [partner.id, partner.name, partner.fullName, partner.country, partner.brandColor, index],
    );
    const { fileUrl } = await ctx.storage.put({
      data: await fs.readFile(path.join(LOGO_DIR, partner.logo)),
      fileName: `${partner.name} logo.svg`,
      contentType: 'image/svg+xml',
      partnerId: null,
      publicRead: true,
    });
    await db.query(`UPDATE partners SET logo_file_url = $2 WHERE id = $1`, [partner.id, fileUrl]);
  }
}
