import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::citizen-guide.citizen-guide');
