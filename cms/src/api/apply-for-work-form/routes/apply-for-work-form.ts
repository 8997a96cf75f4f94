import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::apply-for-work-form.apply-for-work-form');
