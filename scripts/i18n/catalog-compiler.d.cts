/** Options of a select or plural: each a plain text or parts (scripts/i18n/catalog-compiler.cjs). */
export interface CompiledOptions {
  [option: string]: CompiledMessage;
}
export type CompiledPart =
  | string
  | 0
  | [name: string]
  | [name: string, kind: 0]
  | [name: string, kind: 1 | 2 | 3, options: CompiledOptions, offset?: number];
export type CompiledMessage = string | CompiledPart[];
export interface CompiledCatalog {
  [key: string]: CompiledMessage | CompiledCatalog;
}
export function compileMessage(text: string): CompiledMessage;
export function compileCatalog(raw: unknown, where: string): CompiledCatalog;
export function pseudoCatalog(compiled: CompiledCatalog): CompiledCatalog;
export function argumentsOf(text: string): string[];
