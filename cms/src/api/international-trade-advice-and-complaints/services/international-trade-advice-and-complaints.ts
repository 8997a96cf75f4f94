import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::international-trade-advice-and-complaints.international-trade-advice-and-complaints',
);
