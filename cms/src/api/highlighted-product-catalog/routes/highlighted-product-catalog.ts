import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::highlighted-product-catalog.highlighted-product-catalog',
);
