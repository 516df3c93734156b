import type { Locale } from '@contract/shared/locale';
import { t } from '@server/i18n/messages';

/**
 * Texts of the weekly digest mail and of the unsubscribe pages in one language (the catalogue's
 * "digest.*" keys, docs/i18n.md): the mail in the recipient's, the pages in the request's.
 */
export function digestMessages(locale: Locale) {
  return {
    subject: (partner: string, week: string, volumeChange: string) =>
      t(locale, 'digest.subject', { partner, week, volumeChange }),
    title: t(locale, 'digest.title'),
    product: t(locale, 'digest.product'),
    weekLine: (partner: string, week: string) => t(locale, 'digest.weekLine', { partner, week }),
    hello: (name: string) => t(locale, 'digest.hello', { name }),
    intro: t(locale, 'digest.intro'),
    figure: t(locale, 'digest.figure'),
    lastWeek: t(locale, 'digest.lastWeek'),
    weekBefore: t(locale, 'digest.weekBefore'),
    change: t(locale, 'digest.change'),
    volume: t(locale, 'digest.volume'),
    transactions: t(locale, 'digest.transactions'),
    figureLine: (label: string, value: string, previous: string, change: string) =>
      t(locale, 'digest.figureLine', { label, value, previous, change }),
    noChange: t(locale, 'digest.noChange'),
    chartAlt: (days: string) => t(locale, 'digest.chartAlt', { days }),
    countriesUp: t(locale, 'digest.countriesUp'),
    countriesDown: t(locale, 'digest.countriesDown'),
    country: t(locale, 'digest.country'),
    noCountries: t(locale, 'digest.noCountries'),
    claims: t(locale, 'digest.claims'),
    claimsWaiting: (count: number) => t(locale, 'digest.claimsWaiting', { count }),
    claimsChanged: (count: number) => t(locale, 'digest.claimsChanged', { count }),
    noClaims: t(locale, 'digest.noClaims'),
    /** `status` is the claim's status code. */
    claimLine: (claimNo: string, title: string, amount: string, status: string) =>
      t(locale, 'digest.claimLine', { claimNo, title, amount, status }),
    contracts: t(locale, 'digest.contracts'),
    contractLine: (title: string, counterparty: string, date: string, days: number) =>
      t(locale, 'digest.contractLine', { title, counterparty, date, days }),
    noContracts: t(locale, 'digest.noContracts'),
    documents: t(locale, 'digest.documents'),
    /** `kind` is the document's kind code (CONTRACT, NEWSLETTER, QBR). */
    documentLine: (kind: string, title: string, date: string) =>
      t(locale, 'digest.documentLine', { kind, title, date }),
    noDocuments: t(locale, 'digest.noDocuments'),
    more: (count: number) => t(locale, 'digest.more', { count }),
    dataAsOf: (stamp: string) => t(locale, 'digest.dataAsOf', { stamp }),
    noDataYet: t(locale, 'digest.noDataYet'),
    open: t(locale, 'digest.open'),
    why: t(locale, 'digest.why'),
    unsubscribe: t(locale, 'digest.unsubscribe'),
    manage: t(locale, 'digest.manage'),
    unsubscribeText: (url: string) => t(locale, 'digest.unsubscribeText', { url }),
    manageText: (url: string) => t(locale, 'digest.manageText', { url }),
    page: {
      title: t(locale, 'digest.title'),
      confirm: (email: string) => t(locale, 'digest.page.confirm', { email }),
      button: t(locale, 'digest.unsubscribe'),
      done: (email: string) => t(locale, 'digest.page.done', { email }),
      again: t(locale, 'digest.page.again'),
      invalid: t(locale, 'digest.page.invalid'),
      portal: t(locale, 'digest.open'),
    },
  };
}
