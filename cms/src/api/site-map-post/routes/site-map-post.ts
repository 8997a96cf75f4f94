import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::site-map-post.site-map-post');
