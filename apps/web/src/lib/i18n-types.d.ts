import 'i18next';
import type common from '../../../../content/locales/en/common.json';
import type survey from '../../../../content/locales/en/survey.json';
import type result from '../../../../content/locales/en/result.json';
import type account from '../../../../content/locales/en/account.json';
import type community from '../../../../content/locales/en/community.json';
import type privacy from '../../../../content/locales/en/privacy.json';
import type group from '../../../../content/locales/en/group.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      survey: typeof survey;
      result: typeof result;
      account: typeof account;
      community: typeof community;
      privacy: typeof privacy;
      group: typeof group;
    };
  }
}
