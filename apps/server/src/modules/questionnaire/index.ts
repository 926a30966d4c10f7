/**
 * The questionnaire module as the rest of the server sees it: the questionnaire versions: import,
 * catalogue and routes. Other modules and the app import it only through this file
 * (eslint.config.js).
 */
export { QuestionnaireCatalog } from './questionnaire-catalog';
export { importShippedQuestionnaires } from './questionnaire-import';
export { QuestionnaireRepository } from './questionnaire.repository';
export { questionnaireRoutes } from './questionnaire.routes';
