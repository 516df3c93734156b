import {
  SETTING_TEXT_MAX,
  SETTING_URL_MAX,
  settingDef,
  type SettingProblem,
} from '@contract/staff-content/settings';
import { msg, type Msg } from '@server/i18n/messages';

/**
 * What a setting takes when a value is refused (settingProblemText in the contract gives the
 * English) as a catalogue message, so it reaches the staff in their language (docs/i18n.md).
 */
export function settingProblemMessage(key: string, problem: SettingProblem): Msg {
  const def = settingDef(key);
  switch (problem) {
    case 'URL':
      return msg('settings.URL', { max: SETTING_URL_MAX });
    case 'TOO_LONG':
      return msg('settings.TOO_LONG', { max: def?.max ?? SETTING_TEXT_MAX });
    case 'RANGE':
      return msg('settings.RANGE', { min: def?.min ?? 0, max: def?.max ?? Number.MAX_SAFE_INTEGER });
    default:
      return msg(`settings.${problem}`);
  }
}
