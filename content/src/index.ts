/** The survey content of Values Cross: published questionnaire versions and the footer menu. */
export {
  CURRENT_VERSION,
  asQuestionnaire,
  compareVersions,
  currentQuestionnaire,
  getQuestionnaire,
  questionnaires,
  versionsInOrder,
} from './questionnaires';
export { navigation, type NavigationLink } from './navigation';
export { CONTENT_ROOT } from './content-root';
export { publishedFingerprint } from './published-fingerprint';
