import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::citizen-guide.citizen-guide');
