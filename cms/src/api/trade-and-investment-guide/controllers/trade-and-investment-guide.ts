import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::trade-and-investment-guide.trade-and-investment-guide',
);
