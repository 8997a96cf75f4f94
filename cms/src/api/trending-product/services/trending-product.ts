import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::trending-product.trending-product');
