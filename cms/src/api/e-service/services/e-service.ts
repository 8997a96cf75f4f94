import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::e-service.e-service');
