import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::overseas-office.overseas-office');
