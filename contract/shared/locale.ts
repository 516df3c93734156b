import { Type } from '@sinclair/typebox';

export * from './locale-tags';

/** A supported language, as the server's schemas check it (the list is locale-tags.ts's SUPPORTED_LOCALES). */
export const LocaleSchema = Type.Union([Type.Literal('en'), Type.Literal('zh-CN')]);
