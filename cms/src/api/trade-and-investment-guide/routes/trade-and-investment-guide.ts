import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::trade-and-investment-guide.trade-and-investment-guide',
);
