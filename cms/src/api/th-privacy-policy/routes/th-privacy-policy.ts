import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::th-privacy-policy.th-privacy-policy');
