import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::web-policy.web-policy');
