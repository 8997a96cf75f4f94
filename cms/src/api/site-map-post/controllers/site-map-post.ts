import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::site-map-post.site-map-post');
