import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::other-services.other-services');
