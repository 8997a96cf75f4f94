import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::information-security-policy.information-security-policy',
);
