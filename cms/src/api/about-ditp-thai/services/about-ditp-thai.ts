import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::about-ditp-thai.about-ditp-thai');
