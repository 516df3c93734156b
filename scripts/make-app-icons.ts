/**
 * Renders the phone app's icons (src/app/offline/icons/*.png, listed in its web app manifest) from
 * app-icon.svg in Chromium: 192 and 512 pixels with rounded corners, and a full-bleed 512 one that
 * launchers may cut to their own shape ("maskable"). Run after changing the SVG:
 * `npx tsx scripts/make-app-icons.ts` (CHROMIUM_PATH as for the tests); the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const folder = path.join(__dirname, '..', 'src', 'app', 'offline', 'icons');
const svg = fs.readFileSync(path.join(folder, 'app-icon.svg'), 'utf8');

const ICONS = [
  { file: 'app-icon-192.png', size: 192, radius: '18%' },
  { file: 'app-icon-512.png', size: 512, radius: '18%' },
  { file: 'app-icon-maskable-512.png', size: 512, radius: '0' },
];

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const { file, size, radius } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const image = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<body style="margin:0;background:transparent"><img src="${image}" width="${size}" height="${size}" style="display:block;border-radius:${radius}"></body>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await page.screenshot({ path: path.join(folder, file), omitBackground: true });
      await page.close();
      console.log(`${file}: ${size}x${size}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
