import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::category-trade-association.category-trade-association',
);
