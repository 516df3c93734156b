export declare const BASE_SHEET: string;
export declare function sheetOf(cacheKey: string): string | null;
export declare function familyOf(hookName: string): string;
export declare function declaredHooks(source: string): string[];
