import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::international-business-expansion.international-business-expansion',
);
