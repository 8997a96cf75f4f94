import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::th-privacy-policy.th-privacy-policy');
