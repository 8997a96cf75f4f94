import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::trending-product.trending-product');
