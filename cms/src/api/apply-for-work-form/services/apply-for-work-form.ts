import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::apply-for-work-form.apply-for-work-form');
