import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::other-services.other-services');
