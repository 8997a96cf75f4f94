import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::site-map-post.site-map-post');
