import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::e-service.e-service');
