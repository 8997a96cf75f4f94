import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::category-trade-association.category-trade-association',
);
