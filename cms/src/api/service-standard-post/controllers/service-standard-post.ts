import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::service-standard-post.service-standard-post');
