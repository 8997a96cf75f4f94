import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::international-business-expansion.international-business-expansion',
);
