import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Translator,
  type Namespace,
  type TextKey,
  type TextValues,
  type Translate,
} from '@values-cross/content/translator';

/** The browser's texts: one translator for the page, filled by lib/i18n.ts. */
export const browserTranslator = new Translator('de');

const TranslatorContext = createContext<Translator>(browserTranslator);

/** Gives the components below a translator of their own (the server's, one per language; tests). */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/**
 * The texts of a namespace (`common` without one) in the language shown: `t` changes, and the
 * component renders again, when the language changes or a catalogue arrives.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespace?: N,
): { t: Translate<N>; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const version = useSyncExternalStore(
    translator.subscribe,
    () => translator.version,
    () => translator.version,
  );
  const name = namespace ?? 'common';
  const t = useMemo<Translate<N>>(
    // `version` is what makes a new `t` after a change of language.
    () => (key, values) => translator.translate(name, key, values),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [translator, name, version],
  );
  return { t, i18n: translator };
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A text with parts shown by elements (`I accept the <1>privacy policy</1>`): each tag's content
 * goes into the element of the same name in `components`; unknown tags are shown as their text.
 */
export function Trans<N extends Namespace>({
  t,
  i18nKey,
  values,
  components,
}: {
  t: Translate<N>;
  i18nKey: TextKey<N>;
  values?: TextValues;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', content = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(
      isValidElement(element) ? cloneElement(element, { key: match.index }, content) : content,
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
