// The shape of the interface texts the app looks up by key: the English catalogues are the
// reference, so a key that is not in them fails to compile.
import type common from '../locales/en/common.json';
import type survey from '../locales/en/survey.json';
import type result from '../locales/en/result.json';
import type resultPage from '../locales/en/result-page.json';
import type resultOpened from '../locales/en/result-opened.json';
import type account from '../locales/en/account.json';
import type community from '../locales/en/community.json';
import type compare from '../locales/en/compare.json';
import type privacy from '../locales/en/privacy.json';
import type group from '../locales/en/group.json';
import type groupAdmin from '../locales/en/group-admin.json';
import type history from '../locales/en/history.json';
import type population from '../locales/en/population.json';

/** The interface texts of the app by namespace, shaped as the English catalogues. */
export interface Catalogues {
  common: typeof common;
  survey: typeof survey;
  result: typeof result;
  'result-page': typeof resultPage;
  'result-opened': typeof resultOpened;
  account: typeof account;
  community: typeof community;
  compare: typeof compare;
  privacy: typeof privacy;
  group: typeof group;
  'group-admin': typeof groupAdmin;
  history: typeof history;
  population: typeof population;
}

export type Namespace = keyof Catalogues;

/** A catalogue's texts as loaded: nested objects of strings. */
export type { Texts } from './texts';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every dotted path to a text in a catalogue (`fields.email`). */
type TextPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPath<T[K]>}`;
}[keyof T & string];

/** A plural form's key names the text (`members_one` and `members_other` are `members`). */
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** A key of a namespace's texts, checked by the compiler against the English catalogue. */
export type TextKey<N extends Namespace> = WithoutPlural<TextPath<Catalogues[N]>>;

/** Values put into a text's `{{name}}` places; `count` also chooses the plural form. */
export type TextValues = Record<string, string | number>;

/** Gives the text of a key of one namespace in the language shown. */
export type Translate<N extends Namespace = 'common'> = (
  key: TextKey<N>,
  values?: TextValues,
) => string;
