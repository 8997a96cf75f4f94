import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::privacy-policy-post.privacy-policy-post');
