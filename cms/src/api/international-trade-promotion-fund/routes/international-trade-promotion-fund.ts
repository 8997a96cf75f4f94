import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::international-trade-promotion-fund.international-trade-promotion-fund',
);
