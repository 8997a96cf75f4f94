import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::overseas-office-page.overseas-office-page');
