import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::trade-association.trade-association');
