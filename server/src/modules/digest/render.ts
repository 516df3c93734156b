import type { MailMessage } from '@server/plugins/mail-plugin';
import { CHART_HEIGHT, CHART_WIDTH, dailyVolumeChart } from './chart';
import type { Change, CountryMove, DigestContent } from './content';
import { DIGEST_LIST_MAX } from './content';
import { DIGEST_MESSAGES as m } from './messages';

export const CHART_CID = 'volume-chart@partner-portal';

export interface DigestLinks {
  portal: string;
  settings: string;
  unsubscribe: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');
const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const stampFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

const day = (iso: string) => dayFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
const countryName = (code: string) => {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
};
const percent = (change: number | null) =>
  change === null
    ? m.noChange
    : `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change * 100).toFixed(1)}%`;
const moneyOf = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

/** Text lines of the digest's lists (claims, contracts, documents), shared by both parts. */
function listLines(content: DigestContent) {
  const claim = (c: DigestContent['claimsWaiting'][number]) =>
    m.claimLine(c.claimNo, c.title, moneyOf(c.amount, c.currency), m.statuses[c.status] ?? c.status);
  return {
    waiting: content.claimsWaiting.map(claim),
    changed: content.claimsChanged.map(claim),
    contracts: content.contractsExpiring.map((c) =>
      m.contractLine(c.title, c.counterparty, c.expiryDate ? day(c.expiryDate) : '', c.daysToExpiry ?? 0),
    ),
    documents: content.newDocuments.map((d) =>
      m.documentLine(m.kinds[d.kind] ?? d.kind, d.title, d.publishedAt ? day(d.publishedAt) : ''),
    ),
  };
}

const capped = (lines: string[]) =>
  lines.length > DIGEST_LIST_MAX
    ? [...lines.slice(0, DIGEST_LIST_MAX), m.more(lines.length - DIGEST_LIST_MAX)]
    : lines;

function weekLabel(content: DigestContent) {
  return `${day(content.week.from)} – ${day(content.week.to)}`;
}

function plainText(content: DigestContent, links: DigestLinks): string {
  const lists = listLines(content);
  const figure = (label: string, c: Change, format: (n: number) => string) =>
    `  ${label}: ${format(c.value)} (week before ${format(c.previous)}, ${percent(c.change)})`;
  const movers = (title: string, list: CountryMove[]) => [
    `${title}:`,
    ...(list.length
      ? list.map(
          (c) => `  ${countryName(c.country)}: ${usd.format(c.volume.value)} (${percent(c.volume.change)})`,
        )
      : [`  ${m.noCountries}`]),
  ];
  const section = (title: string, lines: string[], none: string) => [
    '',
    `${title}:`,
    ...(lines.length ? capped(lines).map((l) => `  - ${l}`) : [`  ${none}`]),
  ];
  return [
    `${m.product} · ${m.title}`,
    m.weekLine(content.recipient.partnerName, weekLabel(content)),
    '',
    `${m.hello(content.recipient.givenName)} ${m.intro}`,
    '',
    figure(m.volume, content.volume, (n) => usd.format(n)),
    figure(m.transactions, content.txnCount, (n) => count.format(n)),
    '',
    ...movers(m.countriesUp, content.countriesUp),
    ...movers(m.countriesDown, content.countriesDown),
    '',
    `${m.claims}:`,
    `  ${m.claimsWaiting(lists.waiting.length)}`,
    ...capped(lists.waiting).map((l) => `  - ${l}`),
    `  ${m.claimsChanged(lists.changed.length)}`,
    ...capped(lists.changed).map((l) => `  - ${l}`),
    ...section(m.contracts, lists.contracts, m.noContracts),
    ...section(m.documents, lists.documents, m.noDocuments),
    '',
    content.dataAsOf ? m.dataAsOf(stampFormat.format(new Date(content.dataAsOf))) : m.noDataYet,
    `${m.open}: ${links.portal}`,
    '',
    '--',
    m.why,
    m.unsubscribeText(links.unsubscribe),
    m.manageText(links.settings),
    '',
  ].join('\n');
}

// Mail clients drop <style> blocks and classes: every style is inline, the layout is tables.
const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const CELL = `${FONT}font-size:14px;color:#1f2329;padding:6px 8px;border-bottom:1px solid #e5e8ed;`;
const HEAD = `${FONT}font-size:12px;color:#5c6370;padding:6px 8px;border-bottom:1px solid #c9d1dc;text-align:left;`;
const H2 = `${FONT}font-size:16px;color:#1f2329;margin:24px 0 8px;`;
const P = `${FONT}font-size:14px;color:#1f2329;line-height:20px;margin:0 0 8px;`;
const changeColor = (c: number | null) => (c === null || c === 0 ? '#5c6370' : c > 0 ? '#237804' : '#a8071a');

function figureRows(content: DigestContent): string {
  const row = (label: string, c: Change, format: (n: number) => string) =>
    `<tr><td style="${CELL}">${label}</td><td style="${CELL}text-align:right;font-weight:bold;">${format(c.value)}</td>` +
    `<td style="${CELL}text-align:right;">${format(c.previous)}</td>` +
    `<td style="${CELL}text-align:right;color:${changeColor(c.change)};">${percent(c.change)}</td></tr>`;
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">` +
    `<tr><th style="${HEAD}">${m.figure}</th><th style="${HEAD}text-align:right;">${m.lastWeek}</th>` +
    `<th style="${HEAD}text-align:right;">${m.weekBefore}</th><th style="${HEAD}text-align:right;">${m.change}</th></tr>` +
    row(m.volume, content.volume, (n) => usd.format(n)) +
    row(m.transactions, content.txnCount, (n) => count.format(n)) +
    `</table>`
  );
}

function moverTable(title: string, list: CountryMove[]): string {
  const rows = list.length
    ? list
        .map(
          (c) =>
            `<tr><td style="${CELL}">${escapeHtml(countryName(c.country))}</td>` +
            `<td style="${CELL}text-align:right;">${usd.format(c.volume.value)}</td>` +
            `<td style="${CELL}text-align:right;color:${changeColor(c.volume.change)};">${percent(c.volume.change)}</td></tr>`,
        )
        .join('')
    : `<tr><td style="${CELL}" colspan="3">${m.noCountries}</td></tr>`;
  return (
    `<h2 style="${H2}">${title}</h2><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">` +
    `<tr><th style="${HEAD}">${m.country}</th><th style="${HEAD}text-align:right;">${m.lastWeek}</th>` +
    `<th style="${HEAD}text-align:right;">${m.change}</th></tr>${rows}</table>`
  );
}

function htmlList(lines: string[]): string {
  return `<ul style="${FONT}font-size:14px;color:#1f2329;line-height:20px;margin:0 0 8px;padding-left:20px;">${capped(
    lines,
  )
    .map((l) => `<li>${escapeHtml(l)}</li>`)
    .join('')}</ul>`;
}

function htmlPart(content: DigestContent, links: DigestLinks): string {
  const lists = listLines(content);
  const section = (title: string, lines: string[], none: string) =>
    `<h2 style="${H2}">${title}</h2>${lines.length ? htmlList(lines) : `<p style="${P}">${none}</p>`}`;
  const chartAlt = m.chartAlt(content.daily.map((d) => `${day(d.day)} ${usd.format(d.volume)}`).join('; '));
  const stamp = content.dataAsOf ? m.dataAsOf(stampFormat.format(new Date(content.dataAsOf))) : m.noDataYet;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(m.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #e5e8ed;">
<tr><td style="background:#1677ff;padding:16px 20px;">
<div style="${FONT}font-size:12px;color:#e6f0ff;">${m.product}</div>
<div style="${FONT}font-size:20px;font-weight:bold;color:#ffffff;">${m.title}</div>
<div style="${FONT}font-size:14px;color:#ffffff;">${escapeHtml(m.weekLine(content.recipient.partnerName, weekLabel(content)))}</div>
</td></tr>
<tr><td style="padding:20px;">
<p style="${P}">${escapeHtml(m.hello(content.recipient.givenName))} ${m.intro}</p>
${figureRows(content)}
<p style="${P}margin-top:16px;"><img src="cid:${CHART_CID}" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" alt="${escapeHtml(chartAlt)}" style="display:block;width:100%;max-width:${CHART_WIDTH}px;height:auto;border:0;"></p>
<p style="${P}font-size:12px;color:#5c6370;"><span style="color:#c9d1dc;">&#9632;</span> ${m.weekBefore} &nbsp; <span style="color:#1677ff;">&#9632;</span> ${m.lastWeek}</p>
${moverTable(m.countriesUp, content.countriesUp)}
${moverTable(m.countriesDown, content.countriesDown)}
<h2 style="${H2}">${m.claims}</h2>
${lists.waiting.length + lists.changed.length === 0 ? `<p style="${P}">${m.noClaims}</p>` : ''}
${lists.waiting.length ? `<p style="${P}">${m.claimsWaiting(lists.waiting.length)}</p>${htmlList(lists.waiting)}` : ''}
${lists.changed.length ? `<p style="${P}">${m.claimsChanged(lists.changed.length)}</p>${htmlList(lists.changed)}` : ''}
${section(m.contracts, lists.contracts, m.noContracts)}
${section(m.documents, lists.documents, m.noDocuments)}
<p style="${P}margin-top:20px;color:#5c6370;font-size:12px;">${escapeHtml(stamp)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0;"><tr><td style="background:#1677ff;border-radius:6px;">
<a href="${escapeHtml(links.portal)}" style="${FONT}display:inline-block;padding:10px 18px;font-size:14px;font-weight:bold;color:#ffffff;text-decoration:none;">${m.open}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #e5e8ed;">
<p style="${P}font-size:12px;color:#5c6370;">${m.why}
<a href="${escapeHtml(links.unsubscribe)}" style="color:#1677ff;">${m.unsubscribe}</a> ·
<a href="${escapeHtml(links.settings)}" style="color:#1677ff;">${m.manage}</a></p>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/**
 * The digest as a mail: plain-text and HTML parts, the chart attached and referenced by cid:, and
 * the one-click unsubscribe headers (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post).
 */
export function digestMail(content: DigestContent, links: DigestLinks): MailMessage {
  return {
    to: content.recipient.email,
    subject: m.subject(content.recipient.partnerName, weekLabel(content), percent(content.volume.change)),
    text: plainText(content, links),
    html: htmlPart(content, links),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    attachments: [
      {
        filename: 'volume-chart.png',
        content: dailyVolumeChart(content.daily.map((d) => d.volume)),
        contentType: 'image/png',
        cid: CHART_CID,
      },
    ],
  };
}
