import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::trade-opportunity.trade-opportunity');
