import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::apply-for-work.apply-for-work');
