import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::web-policy.web-policy');
