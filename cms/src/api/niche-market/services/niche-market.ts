import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::niche-market.niche-market');
