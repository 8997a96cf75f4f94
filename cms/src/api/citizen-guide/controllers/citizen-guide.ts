import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::citizen-guide.citizen-guide');
