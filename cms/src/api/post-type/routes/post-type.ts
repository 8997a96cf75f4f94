import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::post-type.post-type');
