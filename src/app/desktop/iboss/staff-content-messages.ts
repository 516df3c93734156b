import {
  SETTING_DEFS,
  SETTING_KEYS,
  SETTING_TEXT_MAX,
  SETTING_URL_MAX,
} from '@contract/staff-content/settings';
import type { SettingProblem } from '@contract/staff-content/settings';
import english from '@/locales/en/iboss-staff-content.json';
import { defineMessages } from '@/shared/i18n';
import { formatNumber } from '@/shared/format/number';

type SettingLabel = keyof typeof english.configuration.labels;

/** The catalogue's name of each setting's label (setting keys hold dots, catalogue keys do not). */
const SETTING_LABELS: Record<string, SettingLabel> = {
  [SETTING_KEYS.SUPPORT_EMAIL]: 'supportEmail',
  [SETTING_KEYS.SIBLING_SITE_URL]: 'siblingSiteUrl',
  [SETTING_KEYS.OVERVIEW_WELCOME]: 'overviewWelcome',
  [SETTING_KEYS.EXPORT_MAX_ROWS]: 'exportMaxRows',
  [SETTING_KEYS.IDLE_WARNING_SECONDS]: 'idleWarningSeconds',
  [SETTING_KEYS.PARTNER_CURRENCY]: 'partnerCurrency',
};

/**
 * Text of the staff content screens (configuration, carousel, contracts, business insights), from
 * src/locales/<language>/iboss-staff-content.json. `nameSeparator` joins partner names in a cell.
 */
export const staffContentMessages = defineMessages(english, (format) => ({
  secondFactor: {
    switchLabel: (name: string) => format('secondFactor.switchLabel', { name }),
    saved: (name: string, required: boolean) =>
      format('secondFactor.saved', { name, required: required ? 'yes' : 'no' }),
  },
  configuration: {
    networkValue: (value: string | undefined) =>
      value ? format('configuration.networkValue', { value }) : format('configuration.noNetworkValue'),
    /** A setting's label (its key when the catalogue has none). */
    label: (key: string) => {
      const name = SETTING_LABELS[key];
      return name ? format(`configuration.labels.${name}`) : key;
    },
    /** The allowed range of a whole-number setting, undefined for the others. */
    range: (key: string) => {
      const def = SETTING_DEFS.find((one) => one.key === key);
      return def?.kind === 'integer' && def.min !== undefined && def.max !== undefined
        ? format('configuration.range', { min: formatNumber(def.min), max: formatNumber(def.max) })
        : undefined;
    },
    /** What is wrong with a typed value, naming the setting's own limits (as the server's check). */
    problem: (key: string, problem: SettingProblem) => {
      const def = SETTING_DEFS.find((one) => one.key === key);
      const max = problem === 'URL' ? SETTING_URL_MAX : (def?.max ?? SETTING_TEXT_MAX);
      return format(`configuration.problems.${problem}`, {
        min: formatNumber(def?.min ?? 0),
        max: problem === 'RANGE' ? formatNumber(def?.max ?? Number.MAX_SAFE_INTEGER) : max,
      });
    },
  },
  carousel: {
    editLabel: (title: string) => format('carousel.editLabel', { title }),
    moveUp: (title: string) => format('carousel.moveUp', { title }),
    moveDown: (title: string) => format('carousel.moveDown', { title }),
    dragHandle: (title: string) => format('carousel.dragHandle', { title }),
    removeLabel: (title: string) => format('carousel.removeLabel', { title }),
    confirmRemove: (title: string) => format('carousel.confirmRemove', { title }),
    coverAlt: (title: string) => format('carousel.coverAlt', { title }),
  },
  documents: {
    publishLabel: (title: string, partner: string) => format('documents.publishLabel', { title, partner }),
    withdrawLabel: (title: string, partner: string) => format('documents.withdrawLabel', { title, partner }),
    editLabel: (title: string, partner: string) => format('documents.editLabel', { title, partner }),
    confirmWithdraw: (title: string, partner: string) =>
      format('documents.confirmWithdraw', { title, partner }),
    readerLine: (name: string, email: string, version: number, at: string) =>
      format('documents.readerLine', { name, email, version, at }),
    versionLine: (version: number, name: string, at: string) =>
      format('documents.versionLine', { version, name, at }),
  },
  contracts: {
    attached: (version: number) => format('contracts.attached', { version }),
    attachFailed: (reason: string) => format('contracts.attachFailed', { reason }),
    openVersion: (version: number) => format('contracts.openVersion', { version }),
    viewerTitle: (title: string, version: number) => format('contracts.viewerTitle', { title, version }),
  },
  insights: {
    published: (count: number) => format('insights.published', { count }),
  },
}));
