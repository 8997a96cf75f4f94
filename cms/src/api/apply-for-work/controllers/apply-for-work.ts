import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::apply-for-work.apply-for-work');
