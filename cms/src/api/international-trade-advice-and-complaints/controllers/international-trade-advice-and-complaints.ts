import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::international-trade-advice-and-complaints.international-trade-advice-and-complaints',
);
