import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::trade-association-thai.trade-association-thai');
