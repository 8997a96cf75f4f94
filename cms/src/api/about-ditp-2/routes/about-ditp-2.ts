import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::about-ditp-2.about-ditp-2');
