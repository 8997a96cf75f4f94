import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::web-policy.web-policy');
