import type { Texts } from '../translation';

/** The namespaces every page needs (i18n.ts NAMESPACES) in one chunk: one request, one module. */
export default import.meta.glob<Texts>('@content/locales/de/{common,result,community}.json', {
  eager: true,
  import: 'default',
});
