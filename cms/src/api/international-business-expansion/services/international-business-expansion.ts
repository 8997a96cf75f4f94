import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::international-business-expansion.international-business-expansion',
);
