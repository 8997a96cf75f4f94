import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::trade-association-thai.trade-association-thai');
