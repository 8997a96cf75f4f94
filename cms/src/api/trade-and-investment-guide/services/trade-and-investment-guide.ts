import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::trade-and-investment-guide.trade-and-investment-guide',
);
