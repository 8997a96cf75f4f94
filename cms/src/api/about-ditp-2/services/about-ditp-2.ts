import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::about-ditp-2.about-ditp-2');
