import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::overseas-office.overseas-office');
