import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::trending-product.trending-product');
