import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::other-services.other-services');
