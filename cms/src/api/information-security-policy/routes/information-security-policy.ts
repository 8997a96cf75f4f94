import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::information-security-policy.information-security-policy',
);
