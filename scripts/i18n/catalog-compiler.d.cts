import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type CompiledMessage = string | MessageFormatElement[];
export interface CompiledCatalog {
  [key: string]: CompiledMessage | CompiledCatalog;
}
export function compileMessage(text: string): CompiledMessage;
export function compileCatalog(raw: unknown, where: string): CompiledCatalog;
export function pseudoCatalog(compiled: CompiledCatalog): CompiledCatalog;
export function argumentsOf(text: string): string[];
