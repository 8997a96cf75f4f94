import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::service-standard-post.service-standard-post');
