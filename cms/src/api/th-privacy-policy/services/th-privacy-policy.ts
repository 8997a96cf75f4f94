import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::th-privacy-policy.th-privacy-policy');
