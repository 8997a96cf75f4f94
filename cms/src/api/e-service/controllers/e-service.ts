import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::e-service.e-service');
