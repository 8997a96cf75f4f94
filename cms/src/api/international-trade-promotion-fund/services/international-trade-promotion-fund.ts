import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::international-trade-promotion-fund.international-trade-promotion-fund',
);
