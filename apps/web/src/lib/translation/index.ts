export { browserTranslator, Trans, TranslatorProvider, useTranslation } from './react';
export type { Namespace, TextKey, Texts, TextValues, Translate } from './texts';
export { Translator } from './translator';
