import type { Locale } from '@contract/shared/locale';
import { recipientLocale } from '@server/i18n/request-locale';
import type { MailMessage } from '@server/plugins/mail-plugin';
import { CHART_HEIGHT, CHART_WIDTH, dailyVolumeChart } from './chart';
import type { Change, CountryMove, DigestContent } from './content';
import { DIGEST_LIST_MAX } from './content';
import { digestMessages } from './messages';

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

/**
 * The recipient's language (docs/i18n.md): the texts, and dates, numbers and country names
 * formatted for it. English keeps its British dates and US number format.
 */
function localeKit(locale: Locale) {
  const numbers = locale === 'en' ? 'en-US' : locale;
  const dates = locale === 'en' ? 'en-GB' : locale;
  const m = digestMessages(locale);
  const usd = new Intl.NumberFormat(numbers, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const dayFormat = new Intl.DateTimeFormat(dates, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const stampFormat = new Intl.DateTimeFormat(dates, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return {
    locale,
    m,
    usd,
    count: new Intl.NumberFormat(numbers),
    stampFormat,
    day: (iso: string) => dayFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    countryName: (code: string) => {
      try {
        return regions.of(code) ?? code;
      } catch {
        return code;
      }
    },
    percent: (change: number | null) =>
      change === null
        ? m.noChange
        : `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change * 100).toFixed(1)}%`,
    /** An amount always with its currency. */
    moneyOf: (amount: number, currency: string) =>
      new Intl.NumberFormat(numbers, { style: 'currency', currency }).format(amount),
  };
}
type Kit = ReturnType<typeof localeKit>;

/** Text lines of the digest's lists (claims, contracts, documents), shared by both parts. */
function listLines(k: Kit, content: DigestContent) {
  const claim = (c: DigestContent['claimsWaiting'][number]) =>
    k.m.claimLine(c.claimNo, c.title, k.moneyOf(c.amount, c.currency), c.status);
  return {
    waiting: content.claimsWaiting.map(claim),
    changed: content.claimsChanged.map(claim),
    contracts: content.contractsExpiring.map((c) =>
      k.m.contractLine(c.title, c.counterparty, c.expiryDate ? k.day(c.expiryDate) : '', c.daysToExpiry ?? 0),
    ),
    documents: content.newDocuments.map((d) =>
      k.m.documentLine(d.kind, d.title, d.publishedAt ? k.day(d.publishedAt) : ''),
    ),
  };
}

const capped = (k: Kit, lines: string[]) =>
  lines.length > DIGEST_LIST_MAX
    ? [...lines.slice(0, DIGEST_LIST_MAX), k.m.more(lines.length - DIGEST_LIST_MAX)]
    : lines;

function weekLabel(k: Kit, content: DigestContent) {
  return `${k.day(content.week.from)} – ${k.day(content.week.to)}`;
}

function plainText(k: Kit, content: DigestContent, links: DigestLinks): string {
  const lists = listLines(k, content);
  const figure = (label: string, c: Change, format: (n: number) => string) =>
    `  ${k.m.figureLine(label, format(c.value), format(c.previous), k.percent(c.change))}`;
  const movers = (title: string, list: CountryMove[]) => [
    `${title}:`,
    ...(list.length
      ? list.map(
          (c) =>
            `  ${k.countryName(c.country)}: ${k.usd.format(c.volume.value)} (${k.percent(c.volume.change)})`,
        )
      : [`  ${k.m.noCountries}`]),
  ];
  const section = (title: string, lines: string[], none: string) => [
    '',
    `${title}:`,
    ...(lines.length ? capped(k, lines).map((l) => `  - ${l}`) : [`  ${none}`]),
  ];
  return [
    `${k.m.product} · ${k.m.title}`,
    k.m.weekLine(content.recipient.partnerName, weekLabel(k, content)),
    '',
    `${k.m.hello(content.recipient.givenName)} ${k.m.intro}`,
    '',
    figure(k.m.volume, content.volume, (n) => k.usd.format(n)),
    figure(k.m.transactions, content.txnCount, (n) => k.count.format(n)),
    '',
    ...movers(k.m.countriesUp, content.countriesUp),
    ...movers(k.m.countriesDown, content.countriesDown),
    '',
    `${k.m.claims}:`,
    `  ${k.m.claimsWaiting(lists.waiting.length)}`,
    ...capped(k, lists.waiting).map((l) => `  - ${l}`),
    `  ${k.m.claimsChanged(lists.changed.length)}`,
    ...capped(k, lists.changed).map((l) => `  - ${l}`),
    ...section(k.m.contracts, lists.contracts, k.m.noContracts),
    ...section(k.m.documents, lists.documents, k.m.noDocuments),
    '',
    content.dataAsOf ? k.m.dataAsOf(k.stampFormat.format(new Date(content.dataAsOf))) : k.m.noDataYet,
    `${k.m.open}: ${links.portal}`,
    '',
    '--',
    k.m.why,
    k.m.unsubscribeText(links.unsubscribe),
    k.m.manageText(links.settings),
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

function figureRows(k: Kit, content: DigestContent): string {
  const row = (label: string, c: Change, format: (n: number) => string) =>
    `<tr><td style="${CELL}">${label}</td><td style="${CELL}text-align:right;font-weight:bold;">${format(c.value)}</td>` +
    `<td style="${CELL}text-align:right;">${format(c.previous)}</td>` +
    `<td style="${CELL}text-align:right;color:${changeColor(c.change)};">${k.percent(c.change)}</td></tr>`;
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">` +
    `<tr><th style="${HEAD}">${k.m.figure}</th><th style="${HEAD}text-align:right;">${k.m.lastWeek}</th>` +
    `<th style="${HEAD}text-align:right;">${k.m.weekBefore}</th><th style="${HEAD}text-align:right;">${k.m.change}</th></tr>` +
    row(k.m.volume, content.volume, (n) => k.usd.format(n)) +
    row(k.m.transactions, content.txnCount, (n) => k.count.format(n)) +
    `</table>`
  );
}

function moverTable(k: Kit, title: string, list: CountryMove[]): string {
  const rows = list.length
    ? list
        .map(
          (c) =>
            `<tr><td style="${CELL}">${escapeHtml(k.countryName(c.country))}</td>` +
            `<td style="${CELL}text-align:right;">${k.usd.format(c.volume.value)}</td>` +
            `<td style="${CELL}text-align:right;color:${changeColor(c.volume.change)};">${k.percent(c.volume.change)}</td></tr>`,
        )
        .join('')
    : `<tr><td style="${CELL}" colspan="3">${k.m.noCountries}</td></tr>`;
  return (
    `<h2 style="${H2}">${title}</h2><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">` +
    `<tr><th style="${HEAD}">${k.m.country}</th><th style="${HEAD}text-align:right;">${k.m.lastWeek}</th>` +
    `<th style="${HEAD}text-align:right;">${k.m.change}</th></tr>${rows}</table>`
  );
}

function htmlList(k: Kit, lines: string[]): string {
  return `<ul style="${FONT}font-size:14px;color:#1f2329;line-height:20px;margin:0 0 8px;padding-left:20px;">${capped(
    k,
    lines,
  )
    .map((l) => `<li>${escapeHtml(l)}</li>`)
    .join('')}</ul>`;
}

function htmlPart(k: Kit, content: DigestContent, links: DigestLinks): string {
  const lists = listLines(k, content);
  const section = (title: string, lines: string[], none: string) =>
    `<h2 style="${H2}">${title}</h2>${lines.length ? htmlList(k, lines) : `<p style="${P}">${none}</p>`}`;
  const chartAlt = k.m.chartAlt(
    content.daily.map((d) => `${k.day(d.day)} ${k.usd.format(d.volume)}`).join('; '),
  );
  const stamp = content.dataAsOf
    ? k.m.dataAsOf(k.stampFormat.format(new Date(content.dataAsOf)))
    : k.m.noDataYet;
  return `<!doctype html>
<html lang="${k.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(k.m.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #e5e8ed;">
<tr><td style="background:#1677ff;padding:16px 20px;">
<div style="${FONT}font-size:12px;color:#e6f0ff;">${k.m.product}</div>
<div style="${FONT}font-size:20px;font-weight:bold;color:#ffffff;">${k.m.title}</div>
<div style="${FONT}font-size:14px;color:#ffffff;">${escapeHtml(k.m.weekLine(content.recipient.partnerName, weekLabel(k, content)))}</div>
</td></tr>
<tr><td style="padding:20px;">
<p style="${P}">${escapeHtml(k.m.hello(content.recipient.givenName))} ${k.m.intro}</p>
${figureRows(k, content)}
<p style="${P}margin-top:16px;"><img src="cid:${CHART_CID}" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" alt="${escapeHtml(chartAlt)}" style="display:block;width:100%;max-width:${CHART_WIDTH}px;height:auto;border:0;"></p>
<p style="${P}font-size:12px;color:#5c6370;"><span style="color:#c9d1dc;">&#9632;</span> ${k.m.weekBefore} &nbsp; <span style="color:#1677ff;">&#9632;</span> ${k.m.lastWeek}</p>
${moverTable(k, k.m.countriesUp, content.countriesUp)}
${moverTable(k, k.m.countriesDown, content.countriesDown)}
<h2 style="${H2}">${k.m.claims}</h2>
${lists.waiting.length + lists.changed.length === 0 ? `<p style="${P}">${k.m.noClaims}</p>` : ''}
${lists.waiting.length ? `<p style="${P}">${k.m.claimsWaiting(lists.waiting.length)}</p>${htmlList(k, lists.waiting)}` : ''}
${lists.changed.length ? `<p style="${P}">${k.m.claimsChanged(lists.changed.length)}</p>${htmlList(k, lists.changed)}` : ''}
${section(k.m.contracts, lists.contracts, k.m.noContracts)}
${section(k.m.documents, lists.documents, k.m.noDocuments)}
<p style="${P}margin-top:20px;color:#5c6370;font-size:12px;">${escapeHtml(stamp)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0;"><tr><td style="background:#1677ff;border-radius:6px;">
<a href="${escapeHtml(links.portal)}" style="${FONT}display:inline-block;padding:10px 18px;font-size:14px;font-weight:bold;color:#ffffff;text-decoration:none;">${k.m.open}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #e5e8ed;">
<p style="${P}font-size:12px;color:#5c6370;">${k.m.why}
<a href="${escapeHtml(links.unsubscribe)}" style="color:#1677ff;">${k.m.unsubscribe}</a> ·
<a href="${escapeHtml(links.settings)}" style="color:#1677ff;">${k.m.manage}</a></p>
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
  const k = localeKit(recipientLocale(content.recipient.locale));
  return {
    to: content.recipient.email,
    subject: k.m.subject(
      content.recipient.partnerName,
      weekLabel(k, content),
      k.percent(content.volume.change),
    ),
    text: plainText(k, content, links),
    html: htmlPart(k, content, links),
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
