import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::overseas-office.overseas-office');
