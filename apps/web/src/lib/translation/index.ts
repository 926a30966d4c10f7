// The app's texts: the translator of the content package and its React binding.
export { browserTranslator, Trans, TranslatorProvider, useTranslation } from './react';
export { Translator } from '@values-cross/content/translator';
export type {
  Namespace,
  TextKey,
  Texts,
  TextValues,
  Translate,
} from '@values-cross/content/translator';
