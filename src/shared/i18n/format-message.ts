import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage, CompiledPart } from '../../../scripts/i18n/catalog-compiler.cjs';

export type { CompiledMessage };
export type MessageValues = Record<string, string | number | Date | null | undefined>;

type Parts = Exclude<CompiledMessage, string>;
type Options = Record<string, CompiledMessage>;

// The syntax tree's node types (@formatjs/icu-messageformat-parser's TYPE). The browser gets the
// parser's no-parser build, so the numbers are written here rather than imported with it.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

const options = (compact: Options) =>
  Object.fromEntries(Object.entries(compact).map(([name, option]) => [name, { value: syntaxTree(option) }]));

function element(part: CompiledPart): MessageFormatElement {
  if (typeof part === 'string') return { type: LITERAL, value: part } as MessageFormatElement;
  if (part === 0) return { type: POUND } as MessageFormatElement;
  const [value, kind] = part;
  if (kind === undefined) return { type: ARGUMENT, value } as MessageFormatElement;
  if (kind === 0) return { type: NUMBER, value } as MessageFormatElement;
  if (kind === 1) return { type: SELECT, value, options: options(part[2]) } as MessageFormatElement;
  return {
    type: PLURAL,
    value,
    options: options(part[2]),
    offset: part[3] ?? 0,
    pluralType: kind === 3 ? 'ordinal' : 'cardinal',
  } as MessageFormatElement;
}

/**
 * The syntax tree intl-messageformat formats, rebuilt from the compact parts the build keeps
 * (scripts/i18n/catalog-compiler.cjs: about a third of the tree's bytes in every chunk).
 */
function syntaxTree(message: CompiledMessage): MessageFormatElement[] {
  if (typeof message === 'string') return [{ type: LITERAL, value: message } as MessageFormatElement];
  return message.map(element);
}

// One formatter per message and language: building one costs more than using it.
const formatters = new WeakMap<Parts, Map<string, IntlMessageFormat>>();

/**
 * Formats a compiled message with intl-messageformat (docs/i18n.md): placeholders, numbers,
 * plurals (Intl.PluralRules) and selects as ICU MessageFormat defines them.
 */
export function formatCompiled(message: CompiledMessage, tag: string, values?: MessageValues): string {
  if (typeof message === 'string') return message;
  let byTag = formatters.get(message);
  if (!byTag) formatters.set(message, (byTag = new Map()));
  let formatter = byTag.get(tag);
  if (!formatter) byTag.set(tag, (formatter = new IntlMessageFormat(syntaxTree(message), tag)));
  return String(formatter.format(values as Record<string, string | number | Date>));
}
