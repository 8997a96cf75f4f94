import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::international-trade-advice-and-complaints.international-trade-advice-and-complaints',
);
