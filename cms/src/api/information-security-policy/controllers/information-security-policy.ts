import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::information-security-policy.information-security-policy',
);
