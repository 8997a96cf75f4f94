import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::apply-for-work-post.apply-for-work-post');
