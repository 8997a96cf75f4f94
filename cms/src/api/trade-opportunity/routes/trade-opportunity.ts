import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::trade-opportunity.trade-opportunity');
