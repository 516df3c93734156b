import { NAME_MAX_LENGTH, type NameProblem } from '@contract/shared/person-name';
import { msg, type Msg } from '@server/i18n/messages';

/**
 * The name rule's refusal (contract/shared/person-name.ts) as a catalogue message, so it reaches
 * the user in their language; the English text is the contract's.
 */
export function nameProblemMessage(problem: NameProblem, field: 'givenName' | 'familyName'): Msg {
  if (problem === 'tooLong') return msg('name.tooLong', { field, max: NAME_MAX_LENGTH });
  return msg(problem === 'required' ? 'name.required' : 'name.characters', { field });
}
