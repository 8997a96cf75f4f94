import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::niche-market.niche-market');
