import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::apply-for-work.apply-for-work');
