import type { Compiler } from 'webpack';

export const CATALOG_FILE_PLACEHOLDER: string;
export class CatalogFilesPlugin {
  apply(compiler: Compiler): void;
}
