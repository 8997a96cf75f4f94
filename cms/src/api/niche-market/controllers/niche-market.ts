import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::niche-market.niche-market');
