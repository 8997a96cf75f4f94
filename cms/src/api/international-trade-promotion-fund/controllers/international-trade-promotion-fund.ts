import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::international-trade-promotion-fund.international-trade-promotion-fund',
);
